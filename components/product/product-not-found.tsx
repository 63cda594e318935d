import { getTranslations } from 'next-intl/server';
import { ReturnToHome, WhereNext } from '@/components/layout/where-next';

/** The spec's not-found view for a product id that does not exist. */
export async function ProductNotFound() {
  const t = await getTranslations('product');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="page-title">{t('notFoundTitle')}</h1>
      <p className="mt-4 text-muted">{t('notFoundText')}</p>
      <WhereNext />
      <ReturnToHome />
    </section>
  );
}
