import { getLocale } from 'next-intl/server';
import { ClientTextsProvider } from '@/components/i18n/client-texts-context';
import type { ClientNamespace, ClientTexts } from '@/components/i18n/client-namespaces';
import { MESSAGES } from '@/messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Gives the client islands inside it the `client` strings of these namespaces, in the page's
 * language: only those strings reach the browser, as data in the page, and no formatting library
 * does (decision 0092). Client code reads them with useTexts and fills placeholders with fill().
 * A page that knows its language passes it (the component is then synchronous, as a test's static
 * render needs); otherwise it is read from the request.
 */
export function ClientTexts({
  locale,
  namespaces,
  children,
}: {
  locale?: Locale;
  namespaces: readonly ClientNamespace[];
  children: React.ReactNode;
}) {
  const provide = (language: Locale) => {
    const texts: Partial<{ [N in ClientNamespace]: ClientTexts<N> }> = {};
    for (const namespace of namespaces)
      Object.assign(texts, { [namespace]: (MESSAGES[language][namespace] as { client: unknown }).client });
    return (
      <ClientTextsProvider locale={language} texts={texts}>
        {children}
      </ClientTextsProvider>
    );
  };
  return locale ? provide(locale) : getLocale().then(provide);
}
