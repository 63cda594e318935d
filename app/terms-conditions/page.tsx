import { ContentPage } from '@/components/content/content-page';
import { LegalContact } from '@/components/content/legal-contact';
import { NON_RETURNABLE, RETURN_CONDITION, RETURN_WINDOW, WITHDRAWAL_UNAFFECTED } from '@/lib/policy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import { Link } from '@/components/ui/link';
import { ModelWithdrawalForm } from '@/components/content/model-withdrawal-form';
import { modelWithdrawalForm, withdrawalConditions } from '@/lib/precontract/withdrawal';
import { WITHDRAW_PATH, WITHDRAWAL_TEXTS } from '@/lib/withdrawal/texts';
import { config } from '@/server/config';
import { shopTrader } from '@/server/trader';

const TERMS_LAST_UPDATED = 'July 2, 2025';

export const generateMetadata = () =>
  pageMetadata(
    '/terms-conditions',
    'Terms & Conditions',
    'The terms for using the RUCK website and buying from our online shop: orders, payment, delivery, returns and liability.',
  );

export default function TermsPage() {
  const trader = shopTrader();
  return (
    <ContentPage title="Terms & Conditions" lead={`Last updated: ${TERMS_LAST_UPDATED}`}>
      <h2>1. Acceptance of Terms</h2>
      <p>
        These terms apply to your use of the {site.name} website and to every order you place with{' '}
        {trader.legalName}, {site.address.city}, {site.address.country}. By using the website or placing an
        order you accept them. If you do not agree, please do not use the website.
      </p>

      <h2>2. Account Registration</h2>
      <p>
        You may shop as a guest or create an account. When you register you must give accurate information,
        keep your password confidential and tell us if you think someone else has used your account. You are
        responsible for what is done with your account. We may suspend accounts that are used fraudulently or
        against these terms.
      </p>

      <h2>3. Purchases and Payment</h2>
      <ul>
        <li>
          Prices are shown in euros. Unless stated otherwise, they do not include taxes and duties that apply
          outside Cyprus or shipping costs, which are shown at checkout before you pay.
        </li>
        <li>
          An order is an offer to buy. We may refuse or limit an order, for example when an item is out of
          stock, a price was shown in error or we suspect fraud; if we do, any payment taken is refunded in
          full.
        </li>
        <li>We accept credit and debit cards and any other payment method shown at checkout.</li>
      </ul>

      <h2>4. Shipping and Delivery</h2>
      <p>
        The delivery times we give are estimates and are not guaranteed. Delays caused by couriers, customs or
        events outside our control do not entitle you to cancel an order that has already been shipped. The
        risk of loss or damage passes to you when we hand your order to the carrier. Details are on our{' '}
        <Link href="/shipping">Shipping &amp; Returns</Link> page.
      </p>

      <h2>5. Returns and Refunds</h2>
      <p>
        You may return items within {RETURN_WINDOW}. Items must be {RETURN_CONDITION}. {NON_RETURNABLE} cannot
        be returned. {WITHDRAWAL_UNAFFECTED} The full procedure is on our{' '}
        <Link href="/shipping">Shipping &amp; Returns</Link> page.
      </p>
      <h3 id="withdrawal">Right of Withdrawal</h3>
      {withdrawalConditions(trader, config().siteUrl).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <Link href={WITHDRAW_PATH}>{WITHDRAWAL_TEXTS.link}</Link>
      </p>
      <ModelWithdrawalForm form={modelWithdrawalForm(trader)} headingLevel={3} />

      <h2>6. Intellectual Property</h2>
      <p>
        The content of this website, including text, photographs, graphics and the {site.name} name and logo,
        belongs to us or to the brands we distribute and is protected by law. You may not copy or reuse it
        without written permission. Brand names and logos belong to their owners.
      </p>

      <h2>7. User Content</h2>
      <p>
        When you send us messages, reviews or other content, you confirm that it is yours, lawful and not
        offensive, and you allow us to use it to run and improve our service. We may remove content that
        breaks these terms.
      </p>

      <h2>8. Limitation of Liability</h2>
      <p>
        To the extent the law allows, we are not liable for indirect or consequential loss, and our liability
        for any order is limited to the price you paid for it. Nothing in these terms limits your statutory
        rights as a consumer or our liability for death or personal injury caused by negligence, or for fraud.
      </p>

      <h2>9. Governing Law</h2>
      <p>
        These terms are governed by the laws of the Republic of Cyprus, and the courts of Cyprus have
        jurisdiction over any dispute about them.
      </p>

      <h2>10. Changes to These Terms</h2>
      <p>
        We may change these terms from time to time. The version that applies to your order is the one
        published on this page when you place it.
      </p>

      <h2>11. Contact</h2>
      <p>Questions about these terms? Contact us at:</p>
      <LegalContact trader={trader} />
    </ContentPage>
  );
}
