// A store's name, address and hours in the page's language. lib/site.ts keeps the English (the
// structured data and map links read it); the English catalogue repeats it word for word
// (tests/unit/content/content-greek.test.ts), the Greek one gives the Greek street and town names.
import type { Locale } from '../i18n/locales';
import type { Store } from '../site';
import { MESSAGES } from '@/messages';

type StoreId = keyof (typeof MESSAGES)['en']['content']['stores']['store'];

export interface StoreTexts {
  name: string;
  address: string;
  city: string;
  district: string;
  /** 'Mon-Sat 10:30-20:00' / 'Δευ-Σάβ 10:30-20:00', one per row of the store's hours. */
  hours: string[];
}

export function storeTexts(store: Store, locale: Locale): StoreTexts {
  const texts = MESSAGES[locale].content.stores;
  const own = texts.store[store.id as StoreId];
  return {
    name: own?.name ?? store.name,
    address: own?.address ?? store.address,
    city: own?.city ?? store.city,
    district: own?.district ?? store.state,
    hours: store.hours.map((row) => `${texts.days[row.label]} ${row.opens}-${row.closes}`),
  };
}
