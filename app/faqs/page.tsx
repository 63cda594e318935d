import { ContentPage } from '@/components/content/content-page';
import { FaqList } from '@/components/content/faq-list';
import { JsonLd } from '@/components/seo/json-ld';
import { faqs } from '@/lib/content/faqs';
import { faqPageLd } from '@/lib/seo/content-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { cspNonce } from '@/server/request';
import { Link } from '@/components/ui/link';

export const generateMetadata = () =>
  pageMetadata(
    '/faqs',
    'FAQs',
    'Answers about delivery times and costs, where we deliver, returns, exchanges, store pickup and customer support.',
  );

export default async function FaqsPage() {
  const items = faqs();
  const nonce = await cspNonce();
  return (
    <ContentPage
      title="Frequently Asked Questions"
      prose={false}
      lead={
        <>
          Can&apos;t find your answer?{' '}
          <Link href="/contact" className="link">
            Contact us
          </Link>
        </>
      }
    >
      <JsonLd data={faqPageLd(items)} nonce={nonce} />
      <FaqList items={items} />
    </ContentPage>
  );
}
