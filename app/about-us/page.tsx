import { ContentPage } from '@/components/content/content-page';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site, storeCities, telHref } from '@/lib/site';
import { Link } from '@/components/ui/link';

export const generateMetadata = () =>
  pageMetadata(
    '/about-us',
    'About Us',
    'RUCK is a Cyprus clothing shop backed by a wholesale company that distributes international brands across the island.',
  );

export default function AboutUsPage() {
  return (
    <ContentPage title="About Us" lead="A Cyprus shop with a wholesaler's reach.">
      <h2>Who we are</h2>
      <p>
        {site.name} is the shop of a Cyprus wholesale clothing company. For years our parent company has
        brought international fashion brands to the island and supplied them to independent boutiques and
        department stores from Paphos to Paralimni. {site.name} is where we sell those same collections
        directly to you, online and in our stores in {storeCities()}.
      </p>

      <h2>What we sell</h2>
      <p>
        We do not design our own label. We distribute third-party brands: everyday denim and t-shirts, shirts
        and knitwear, dresses, outerwear, kids&apos; clothing, bags, caps and other accessories. Because we
        buy for a whole island&apos;s worth of shops, we can offer a wider choice of sizes and colours than a
        single store could keep, and every piece comes to us straight from the brand, so it is always genuine.
      </p>

      <h2>Why buy from a distributor</h2>
      <ul>
        <li>
          <strong>Fair prices.</strong> There is no middle step between the brand and you, and prices on the
          site include VAT.
        </li>
        <li>
          <strong>Stock that is really there.</strong> The shop reads stock from the same system our warehouse
          uses, so when a size shows as available, it is.
        </li>
        <li>
          <strong>New arrivals every season.</strong> New collections reach our warehouse in Cyprus first; you
          can see them under <Link href="/collections/new-arrivals">New Arrivals</Link>.
        </li>
        <li>
          <strong>A second life for earlier seasons.</strong> Last season&apos;s pieces move to the{' '}
          <Link href="/outlet">Outlet</Link> at reduced prices instead of being thrown away.
        </li>
      </ul>

      <h2>Visit us</h2>
      <p>
        Try things on, collect an online order for free or just say hello in one of our{' '}
        <Link href="/stores">three stores</Link>. Questions about an order, a size or a return? Our customer
        support team is one <Link href="/contact">message</Link> or call away at{' '}
        <a href={telHref(site.phone)}>{site.phone}</a>.
      </p>
    </ContentPage>
  );
}
