// The privacy page's cookie and storage list in the page's language. ./cookies.ts is the list
// itself, in English (the cookie tests read it); each entry's Greek purpose and lifetime are
// messages/el/legal.json's `stored`, keyed by the entry's name (`order-toast:{order number}` by
// `order-toast`). tests/unit/privacy/cookies-greek.test.ts checks every entry has both.
import type { Locale } from '../i18n/locales';
import type { StoredItem } from './cookies';
import { MESSAGES } from '@/messages';

export type { StoredItem };

type StoredKey = keyof (typeof MESSAGES)['en']['legal']['stored'];

/** The catalogue key of a listed entry: its name up to a ':' (the order-toast key's variable part). */
export const storedKey = (name: string): string => name.replace(/:.*$/, '');

/** An entry's name, purpose and lifetime as the privacy page in `locale` prints them. */
export function storedItemText(
  item: StoredItem,
  locale: Locale,
): Pick<StoredItem, 'name' | 'purpose' | 'lifetime'> {
  if (locale === 'en') return item;
  const texts = MESSAGES[locale].legal;
  const own = texts.stored[storedKey(item.name) as StoredKey];
  // A new entry without its translation still shows (in English) rather than break the page; the
  // unit test fails on it first.
  if (!own) return item;
  return {
    // 'order-toast:{order number}': the placeholder's words in the page's language.
    name: item.name.replace('{order number}', `{${texts.privacy.orderNumber}}`),
    purpose: own.purpose,
    lifetime: own.lifetime,
  };
}
