import { ContentPage } from '@/components/content/content-page';
import { LegalContact } from '@/components/content/legal-contact';
import { Link } from '@/components/ui/link';
import { ACCESSIBILITY_ENFORCEMENT_BODY, ACCESSIBILITY_STANDARD } from '@/lib/accessibility';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import { shopTrader } from '@/server/trader';

export const generateMetadata = () =>
  pageMetadata(
    '/accessibility',
    'Accessibility Statement',
    'The accessibility standard the RUCK shop meets, how it is tested, what is not yet accessible and how to tell us.',
  );

export default function AccessibilityPage() {
  return (
    <ContentPage
      title="Accessibility Statement"
      lead="We want everyone to be able to browse and buy from RUCK, whatever device or assistive technology they use."
    >
      <h2>The standard we meet</h2>
      <p>
        This website is designed to meet {ACCESSIBILITY_STANDARD}, the harmonised European standard the
        European Accessibility Act (Directive 2019/882) and Cyprus Law 57(I)/2024 refer to. Every page has
        labelled controls, works with a keyboard alone, shows where the focus is and uses headings and
        landmarks a screen reader can follow.
      </p>

      <h2>How we test it</h2>
      <ul>
        <li>
          An automated check (axe, for WCAG 2.2 A and AA) runs on every page of the shop, at desktop and phone
          widths, signed in and out, each time the shop is changed, before it goes live.
        </li>
        <li>
          A keyboard-only walk goes from the home page through a product, the bag and the checkout to the
          order confirmation, without a mouse.
        </li>
        <li>
          Open states are checked too: the search, the menus, the bag drawer, the size guide and dialogs.
        </li>
      </ul>

      <h2>Known limitations</h2>
      <ul>
        <li>
          Card payment takes place on the hosted payment page of our card gateway, JCC. That page is
          JCC&apos;s and is not under our control, so our tests do not cover it; if it causes you difficulty,
          contact us and we will help you complete your order.
        </li>
      </ul>

      <h2>Feedback and contact</h2>
      <p>
        If something on this website is hard to use, or you need information in another format, tell us
        through the <Link href="/contact">contact form</Link> or by email at{' '}
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
      <LegalContact trader={shopTrader()} />

      <h2>Enforcement</h2>
      <p>
        If you are not satisfied with our answer, you can complain to {ACCESSIBILITY_ENFORCEMENT_BODY}, the
        authority that checks the accessibility of services in Cyprus under Law 57(I)/2024.
      </p>
    </ContentPage>
  );
}
