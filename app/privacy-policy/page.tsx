import { ContentPage } from '@/components/content/content-page';
import { LegalContact } from '@/components/content/legal-contact';
import { StoredItems } from '@/components/content/stored-items';
import { SHOP_BROWSER_STORAGE, SHOP_COOKIES } from '@/lib/privacy/cookies';
import { shopTrader } from '@/server/trader';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import { Link } from '@/components/ui/link';

const PRIVACY_LAST_UPDATED = 'April 10, 2025';

export const generateMetadata = () =>
  pageMetadata(
    '/privacy-policy',
    'Privacy Policy',
    'What personal data RUCK collects, how we use and share it, how we protect it and the rights you have under the GDPR.',
  );

export default function PrivacyPolicyPage() {
  return (
    <ContentPage title="Privacy Policy" lead={`Last updated: ${PRIVACY_LAST_UPDATED}`}>
      <h2>Introduction</h2>
      <p>
        This policy explains how {site.legalName} (&quot;{site.name}&quot;, &quot;we&quot;, &quot;us&quot;),
        based in Limassol, Cyprus, collects and uses your personal data when you visit our website, shop with
        us online or in our stores, or contact us. We are the controller of that data and we process it in
        line with the EU General Data Protection Regulation (GDPR) and the law of Cyprus.
      </p>

      <h2>Information We Collect</h2>
      <ul>
        <li>
          <strong>Information you give us:</strong> your name, email address, phone number, delivery and
          billing address when you create an account or place an order; the messages you send through our
          contact form; your email address when you join our newsletter.
        </li>
        <li>
          <strong>Order information:</strong> the items you buy, order totals, delivery choices and returns.
          Card payments are handled by our payment provider on its own secure page: we never see or store your
          full card number.
        </li>
        <li>
          <strong>Information collected automatically:</strong> your IP address, browser type and the pages
          you visit, which our servers record for security and to keep the site working. Your shopping cart is
          kept in your own browser&apos;s storage.
        </li>
      </ul>

      <h2>How We Use Your Information</h2>
      <ul>
        <li>to process, deliver and support your orders, returns and refunds (performance of a contract);</li>
        <li>to answer your questions and messages;</li>
        <li>
          to send you our newsletter when you have asked for it (consent; every email lets you unsubscribe);
        </li>
        <li>
          to protect our shop against fraud and abuse, for example by limiting repeated form submissions
          (legitimate interest);
        </li>
        <li>to keep the accounting and tax records the law requires (legal obligation).</li>
      </ul>

      <h2>How We Share Your Information</h2>
      <p>
        <strong>We do not sell your personal data</strong>, and we do not share it with others for their own
        marketing. We share only what is needed with the companies that help us serve you: couriers who
        deliver your orders, our payment provider, and the providers that host our website and email. They may
        use your data only on our instructions. We also disclose data when the law requires it.
      </p>

      <h2>Your Privacy Rights</h2>
      <p>Under the GDPR you have the right to:</p>
      <ul>
        <li>access the personal data we hold about you;</li>
        <li>correct data that is inaccurate or incomplete;</li>
        <li>delete your data when we no longer need it or you withdraw your consent;</li>
        <li>restrict or object to how we process it;</li>
        <li>data portability: receive your data in a common format or have it sent to another company;</li>
        <li>withdraw your consent at any time, for example to our newsletter.</li>
      </ul>
      <p>
        To use any of these rights, <Link href="/contact">contact us</Link>. We answer within one month. You
        may also complain to the Office of the Commissioner for Personal Data Protection in Cyprus.
      </p>

      <h2>Data Security</h2>
      <p>
        Our website is served over an encrypted connection, access to personal data is limited to the staff
        who need it, and card details are entered only on our payment provider&apos;s secure page. We keep
        personal data only as long as we need it for the purposes above or as the law requires.
      </p>

      <h2 id="cookies">Cookies and Storage</h2>
      <p>
        We use only the cookies and browser storage the shop needs to work: to keep you signed in, to keep
        your bag and to finish a payment. We use no analytics, advertising or tracking cookies, so we do not
        ask for your consent to cookies. Should that ever change, we will ask you first.
      </p>
      <h3>Cookies</h3>
      <StoredItems items={SHOP_COOKIES} />
      <h3>Storage in your browser</h3>
      <p>
        These stay on your device. We receive only what you send us: your bag, to price it, and your details
        when you order.
      </p>
      <StoredItems items={SHOP_BROWSER_STORAGE} />

      <h2>Changes to This Policy</h2>
      <p>
        We may update this policy when our services or the law change. The date at the top shows when it last
        changed; important changes will be announced on our website or by email.
      </p>

      <h2>Contact Us</h2>
      <p>For any question about this policy or your personal data, contact us at:</p>
      <LegalContact trader={shopTrader()} />
    </ContentPage>
  );
}
