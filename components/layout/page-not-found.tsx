import { getTranslations } from 'next-intl/server';
import { MissingPath } from '@/components/layout/missing-path';
import { ReturnToHome, WhereNext } from '@/components/layout/where-next';

/** The spec's 404 view: '404', its sentence, the missing path, a search and links, and the way home. */
export async function PageNotFound() {
  const t = await getTranslations('status');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-7xl font-semibold tracking-tight">404</h1>
      <p className="mt-6 text-lg">{t('notFound')}</p>
      <MissingPath />
      <WhereNext />
      <ReturnToHome />
    </section>
  );
}
