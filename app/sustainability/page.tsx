import { ContentPage } from '@/components/content/content-page';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import { Link } from '@/components/ui/link';

export const generateMetadata = () =>
  pageMetadata(
    '/sustainability',
    'Sustainability',
    'How RUCK, a Cyprus clothing distributor and shop, works to buy less waste, ship smarter and keep clothes in use.',
  );

export default function SustainabilityPage() {
  return (
    <ContentPage title="Sustainability" lead="What a distributor can change, and what we are doing about it.">
      <p>
        We do not make clothes: we choose, import and sell the collections of other brands. That means the
        biggest difference we can make is in what we order, how it travels and what happens to it if it does
        not sell. This page says what we do today, without claims we cannot back up.
      </p>

      <h2>Buying what people will wear</h2>
      <p>
        Because we supply shops across Cyprus as well as our own, we see what sells in every size and colour.
        We use those numbers to order closer to real demand, so fewer garments are made, shipped and stored
        for nothing.
      </p>

      <h2>Keeping unsold clothes in use</h2>
      <p>
        Pieces from earlier seasons are not destroyed. They move to our <Link href="/outlet">Outlet</Link> at
        lower prices, and what is still left is offered to other retailers through our wholesale business.
        Damaged items that cannot be sold are passed on for reuse or textile recycling.
      </p>

      <h2>Shipping smarter</h2>
      <ul>
        <li>
          Collections arrive in Cyprus in consolidated shipments to our warehouse, not parcel by parcel.
        </li>
        <li>
          Local orders go out together with our deliveries to shops where we can, and you can always{' '}
          <Link href="/stores">collect your order in a store</Link> for free.
        </li>
        <li>We pack orders in recyclable cardboard and paper and avoid plastic fillers.</li>
      </ul>

      <h2>Brands that do more</h2>
      <p>
        When we choose which brands to carry, we ask about their materials and their suppliers&apos; working
        conditions, and we give room to ranges made with organic or recycled fibres. Composition and care
        details are listed on every product page, so you can see what a piece is made of before you buy it.
      </p>

      <h2>Making clothes last</h2>
      <p>
        The most sustainable garment is the one you keep wearing. Follow the care instructions on the label,
        wash at lower temperatures and air-dry when you can. If something no longer fits, pass it on.
      </p>

      <p>
        Questions or ideas? Write to us at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
    </ContentPage>
  );
}
