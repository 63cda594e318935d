import { ContentPage } from '@/components/content/content-page';
import { SUPPORT_PHONE_HOURS } from '@/lib/constants';
import * as policy from '@/lib/policy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site, storeCities, telHref } from '@/lib/site';
import { Link } from '@/components/ui/link';

export const generateMetadata = () =>
  pageMetadata(
    '/shipping',
    'Shipping & Returns',
    `Delivery in Cyprus for ${policy.shippingFee()} in ${policy.STANDARD_SHIPPING_DAYS}, free from ${policy.freeShippingFrom()}; free store pickup and returns within ${policy.RETURN_WINDOW}. ${policy.CYPRUS_ONLY}`,
  );

export default function ShippingPage() {
  return (
    <ContentPage title="Shipping & Returns" lead="Everything about getting your order and sending it back.">
      <h2>Standard Shipping</h2>
      <table>
        <caption className="sr-only">Delivery options within Cyprus</caption>
        <thead>
          <tr>
            <th scope="col">Order value</th>
            <th scope="col">Cost</th>
            <th scope="col">Delivery time</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Under {policy.freeShippingFrom()}</td>
            <td>{policy.shippingFee()}</td>
            <td>{policy.STANDARD_SHIPPING_DAYS}</td>
          </tr>
          <tr>
            <td>{policy.freeShippingFrom()} or more</td>
            <td>Free</td>
            <td>{policy.STANDARD_SHIPPING_DAYS}</td>
          </tr>
          <tr>
            <td>In-store pickup, any value</td>
            <td>Free</td>
            <td>Ready in {policy.PICKUP_READY}</td>
          </tr>
        </tbody>
      </table>
      <p>
        Orders placed before {policy.SAME_DAY_CUTOFF} on a business day are processed the same day. You can
        change or cancel an order within {policy.MODIFY_CANCEL_WINDOW} of placing it by contacting us.
      </p>

      <h2>International Shipping</h2>
      <p>
        {policy.CYPRUS_ONLY} Our courier delivers to addresses in Cyprus, and anyone can collect an order for
        free from one of our stores. We will say so here when we ship abroad.
      </p>

      <h2>Order Tracking</h2>
      <p>
        When your order leaves our warehouse we email you its tracking number and a link to follow it with the
        courier. If you have an account, you can also see the status of every order in your order history.
      </p>

      <h2>In-Store Pickup</h2>
      <p>
        Choose pickup at checkout to collect your order for free from our {storeCities()} stores. It is ready
        in {policy.PICKUP_READY}; we email you when it is waiting. Bring your order number. See addresses and
        opening hours in our <Link href="/stores">store locator</Link>.
      </p>

      <h2>Return Policy</h2>
      <ul>
        <li>You can return items within {policy.RETURN_WINDOW}.</li>
        <li>Items must be {policy.RETURN_CONDITION}.</li>
        <li>
          {policy.NON_RETURNABLE} cannot be returned. {policy.WITHDRAWAL_UNAFFECTED}{' '}
          <Link href="/terms-conditions#withdrawal">Right of Withdrawal</Link>
        </li>
        <li>{policy.RETURN_SHIPPING}</li>
        <li>Returns are processed in {policy.RETURN_PROCESSING}, to the payment method you used.</li>
      </ul>

      <h2>How to Return</h2>
      <ol>
        <li>Start your return from your order history, or contact us with your order number.</li>
        <li>Pack the items securely in their original packaging with the tags attached.</li>
        <li>
          Send the parcel to the address we give you, with a tracked service, within {policy.RETURN_WINDOW}.
        </li>
        <li>We email you when your return has been received and when your refund is on its way.</li>
      </ol>

      <h2>Exchanges</h2>
      <p>
        We do not make direct exchanges. To get another size or colour, return the item for a refund and place
        a new order, so the piece you want is reserved for you straight away.
      </p>

      <aside
        aria-labelledby="shipping-help"
        className="mt-10 rounded-sm border border-line bg-neutral-50 p-6"
      >
        <h2 id="shipping-help" className="!mt-0">
          Need help?
        </h2>
        <p className="!mb-0">
          Call us on <a href={telHref(site.phone)}>{site.phone}</a> ({SUPPORT_PHONE_HOURS}), email{' '}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or send us a{' '}
          <Link href="/contact">message</Link>.
        </p>
      </aside>
    </ContentPage>
  );
}
