// Client islands read their strings from the ClientTexts provider the server puts above them; a
// component test gives them the same strings, from the real catalogues, in the language it tests.
import type { ReactNode } from 'react';
import { ClientTextsProvider } from '@/components/i18n/client-texts-context';
import type { ClientNamespace } from '@/components/i18n/client-namespaces';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';

export function WithTexts({
  locale = 'en',
  namespaces,
  children,
}: {
  locale?: Locale;
  namespaces: readonly ClientNamespace[];
  children: ReactNode;
}) {
  // 'status' always, as the root layout gives every page (the error view, LazyPart's toast).
  const texts = Object.fromEntries(
    [...namespaces, 'status' as const].map((ns) => [
      ns,
      (MESSAGES[locale][ns] as { client: unknown }).client,
    ]),
  );
  return (
    <ClientTextsProvider locale={locale} texts={texts}>
      {children}
    </ClientTextsProvider>
  );
}

/** WithTexts as a render wrapper (testing-library's `wrapper`, which rerender keeps). */
export function textsWrapper(namespaces: readonly ClientNamespace[], locale: Locale = 'en') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <WithTexts locale={locale} namespaces={namespaces}>
        {children}
      </WithTexts>
    );
  };
}
