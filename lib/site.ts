// Who the shop is: the one configuration module for the names, contacts, stores and links shown
// across the site (footer, contact, stores, legal pages, structured data).
import { STORE_HOURS } from './constants';

export interface Store {
  id: string;
  name: string;
  address: string;
  city: string;
  /** Cyprus has districts rather than states; the spec's `state` field holds the district. */
  state: string;
  zipCode: string;
  phone: string;
  hours: typeof STORE_HOURS;
}

const stores: readonly Store[] = [
  {
    id: 'limassol',
    name: 'RUCK Limassol',
    address: '28 Anexartisias Street',
    city: 'Limassol',
    state: 'Limassol District',
    zipCode: '3036',
    phone: '+357 25 000 000',
    hours: STORE_HOURS,
  },
  {
    id: 'nicosia',
    name: 'RUCK Nicosia',
    address: '45 Makariou III Avenue',
    city: 'Nicosia',
    state: 'Nicosia District',
    zipCode: '1065',
    phone: '+357 22 000 000',
    hours: STORE_HOURS,
  },
  {
    id: 'larnaca',
    name: 'RUCK Larnaca',
    address: '12 Ermou Street',
    city: 'Larnaca',
    state: 'Larnaca District',
    zipCode: '6021',
    phone: '+357 24 000 000',
    hours: STORE_HOURS,
  },
];

export const site = {
  name: 'RUCK',
  legalName: 'Ruck Fashion Ltd',
  address: { street: '28 Anexartisias Street', city: 'Limassol', zip: '3036', country: 'Cyprus' },
  phone: '+357 25 000 000',
  supportEmail: 'support@ruck.example',
  instagram: { handle: '@ruck.cyprus', href: 'https://www.instagram.com/ruck.cyprus/' },
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/ruck.cyprus/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'TikTok', href: 'https://www.tiktok.com/' },
  ],
  paymentCards: ['Visa', 'Mastercard', 'Maestro'],
  stores,
  // The footer's link columns; their words are messages/*/layout.json's footer.links.
  footer: {
    // 'Shop All' is the one link to /products, the whole range (issue 29).
    shop: [
      { key: 'newIn', href: '/collections/new-arrivals' },
      { key: 'men', href: '/men' },
      { key: 'women', href: '/women' },
      { key: 'outlet', href: '/outlet' },
      { key: 'shopAll', href: '/products' },
    ],
    customerSupport: [
      { key: 'contact', href: '/contact' },
      { key: 'faqs', href: '/faqs' },
      { key: 'shipping', href: '/shipping' },
      { key: 'stores', href: '/stores' },
      { key: 'orderStatus', href: '/order-status' },
      // The withdrawal function on every page (Directive 2011/83/EU Art. 11a; decision 0085).
      { key: 'withdraw', href: '/withdraw' },
    ],
    information: [
      { key: 'about', href: '/about-us' },
      { key: 'sustainability', href: '/sustainability' },
      { key: 'privacy', href: '/privacy-policy' },
      { key: 'terms', href: '/terms-conditions' },
      { key: 'accessibility', href: '/accessibility' },
    ],
  },
} as const;

/** `+357 25 000 000` → `tel:+35725000000`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** A map search for the store's address (no API key, opens the visitor's map app or Google Maps). */
export function storeMapHref(store: Pick<Store, 'address' | 'city' | 'zipCode'>): string {
  const query = `${store.address}, ${store.zipCode} ${store.city}, Cyprus`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** 'Mon-Sat 10:30-20:00' for one row of STORE_HOURS. */
export function hoursText(row: (typeof STORE_HOURS)[number]): string {
  return `${row.label} ${row.opens}-${row.closes}`;
}

/** 'Limassol, Nicosia and Larnaca': the store towns as prose. */
export function storeCities(): string {
  return site.stores
    .map((s) => s.city)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');
}
