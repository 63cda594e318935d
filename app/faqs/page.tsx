import { getLocale, getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { FaqList } from '@/components/content/faq-list';
import { linkTo } from '@/components/content/rich';
import { JsonLd } from '@/components/seo/json-ld';
import { faqs } from '@/lib/content/faqs';
import { faqPageLd } from '@/lib/seo/content-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { cspNonce } from '@/server/request';

export async function generateMetadata() {
  const t = await getTranslations('content.faqs');
  return pageMetadata('/faqs', t('metaTitle'), t('metaDescription'));
}

export default async function FaqsPage() {
  const locale = await getLocale();
  const t = await getTranslations('content.faqs');
  const items = faqs(locale);
  const nonce = await cspNonce();
  return (
    <ContentPage
      locale={locale}
      title={t('title')}
      prose={false}
      lead={t.rich('lead', { link: linkTo('/contact', 'link') })}
    >
      <JsonLd data={faqPageLd(items)} nonce={nonce} />
      <FaqList items={items} />
    </ContentPage>
  );
}
