import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsletterLinkRoute, type LinkPageParams } from '@/components/newsletter/link-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletter.unsubscribe');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The visible unsubscribe link of every newsletter mail. Opening it changes nothing (link
 * scanners open links); its one button posts to the same one-click endpoint the mail's
 * List-Unsubscribe header names, which comes back here with ?status=done or ?status=invalid.
 */
export default async function Page({ searchParams }: { searchParams: LinkPageParams }) {
  const t = await getTranslations('newsletter');
  return (
    <NewsletterLinkRoute
      searchParams={searchParams}
      title={t('unsubscribe.title')}
      doneStatus="done"
      done={t('unsubscribe.done')}
      invalid={t('unsubscribe.invalid')}
      continueShopping={t('continueShopping')}
      form={(token) => ({
        action: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        fields: { 'List-Unsubscribe': 'One-Click', then: 'page' },
        intro: t('unsubscribe.intro'),
        button: t('unsubscribe.button'),
      })}
    />
  );
}
