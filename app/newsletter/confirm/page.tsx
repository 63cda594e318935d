import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsletterLinkRoute, type LinkPageParams } from '@/components/newsletter/link-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletter.confirm');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The link mailed after a newsletter sign-up (double opt-in). Opening it changes nothing (mail
 * scanners open links): the button posts the token to /api/newsletter/confirm, which comes back
 * here with ?status=confirmed or ?status=invalid.
 */
export default async function Page({ searchParams }: { searchParams: LinkPageParams }) {
  const t = await getTranslations('newsletter');
  return (
    <NewsletterLinkRoute
      searchParams={searchParams}
      title={t('confirm.title')}
      doneStatus="confirmed"
      done={t('confirm.done')}
      invalid={t('confirm.invalid')}
      continueShopping={t('continueShopping')}
      form={(token) => ({
        action: '/api/newsletter/confirm',
        fields: { token },
        intro: t('confirm.intro'),
        button: t('confirm.button'),
      })}
    />
  );
}
