import { getLocale } from 'next-intl/server';
import { ClientTextsProvider } from '@/components/i18n/client-texts-context';
import type { ClientNamespace, ClientTexts } from '@/components/i18n/client-namespaces';
import { MESSAGES } from '@/messages';

/**
 * Gives the client islands inside it the `client` strings of these namespaces, in the page's
 * language: only those strings reach the browser, as data in the page, and no formatting library
 * does (decision 0092). Client code reads them with useTexts and fills placeholders with fill().
 */
export async function ClientTexts({
  namespaces,
  children,
}: {
  namespaces: readonly ClientNamespace[];
  children: React.ReactNode;
}) {
  const locale = await getLocale();
  const texts: Partial<{ [N in ClientNamespace]: ClientTexts<N> }> = {};
  for (const namespace of namespaces)
    Object.assign(texts, { [namespace]: (MESSAGES[locale][namespace] as { client: unknown }).client });
  return (
    <ClientTextsProvider locale={locale} texts={texts}>
      {children}
    </ClientTextsProvider>
  );
}
