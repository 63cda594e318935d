'use client';

import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { ClientNamespace, ClientTexts } from '@/components/i18n/client-namespaces';

interface Provided {
  locale: Locale;
  texts: Partial<{ [N in ClientNamespace]: ClientTexts<N> }>;
}

const Context = createContext<Provided>({ locale: DEFAULT_LOCALE, texts: {} });

/**
 * Hands client islands below it their language and the strings they show (a namespace's `client`
 * part, picked on the server by components/i18n/client-texts.tsx); adds to what a provider above
 * already gave.
 */
export function ClientTextsProvider({ locale, texts, children }: Provided & { children: React.ReactNode }) {
  const above = useContext(Context);
  return (
    <Context.Provider value={{ locale, texts: { ...above.texts, ...texts } }}>{children}</Context.Provider>
  );
}

/** The page's language, in a client island. */
export function useLocale(): Locale {
  return useContext(Context).locale;
}

/**
 * The client strings of one namespace. Throws when no server parent provided them: a missing
 * provider is a programming error that would otherwise show blank labels.
 */
export function useTexts<N extends ClientNamespace>(namespace: N): ClientTexts<N> {
  const texts = useContext(Context).texts[namespace];
  if (!texts) throw new Error(`No client texts for "${String(namespace)}": wrap the island in <ClientTexts>`);
  return texts;
}
