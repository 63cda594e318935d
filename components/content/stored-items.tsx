import type { Locale } from '@/lib/i18n/locales';
import { storedItemText, type StoredItem } from '@/lib/privacy/cookies-in';
import { MESSAGES } from '@/messages';

/** A cookie's own name inside a text (`__Host-session`), shown as code in a translated text. */
const COOKIE_NAME = /(__Host-[\w-]+)/;

/** A translated text with the cookie names in it marked as code the browser must not translate. */
function withNames(text: string) {
  return text.split(COOKIE_NAME).map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} translate="no">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/**
 * The privacy page's list of cookies or browser storage: name, purpose and lifetime of each, in the
 * page's language (the names are identifiers, the same in every language: translate="no").
 */
export function StoredItems({ items, locale = 'en' }: { items: readonly StoredItem[]; locale?: Locale }) {
  const kept = MESSAGES[locale].legal.privacy.kept;
  return (
    <ul>
      {items.map((item) => {
        const text = storedItemText(item, locale);
        return locale === 'en' ? (
          <li key={item.name}>
            <code>{text.name}</code>: {text.purpose} <em>{kept}</em> {text.lifetime}.
          </li>
        ) : (
          <li key={item.name}>
            <code translate="no">{text.name}</code>: {withNames(text.purpose)} <em>{kept}</em>{' '}
            {withNames(text.lifetime)}.
          </li>
        );
      })}
    </ul>
  );
}
