// Where the shop delivers, and the checkout's country list (docs/decisions/0074 and 0075). The ERP
// has one courier, AKIS EXPRESS, a Cyprus courier, and no method for abroad, so the courier takes
// addresses in Cyprus only; the other countries are listed so a shopper from abroad is told so
// before paying, not left to guess from a free-text field.
import type { DeliveryKind } from './delivery';

export const HOME_COUNTRY = 'Cyprus';

/** The checkout's choices: Cyprus first, then the others A-Z, in English, as the ERP stores them. */
export const COUNTRIES = [
  HOME_COUNTRY,
  'Albania',
  'Andorra',
  'Australia',
  'Austria',
  'Belgium',
  'Bosnia and Herzegovina',
  'Bulgaria',
  'Canada',
  'Croatia',
  'Czechia',
  'Denmark',
  'Egypt',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Iceland',
  'Ireland',
  'Israel',
  'Italy',
  'Jordan',
  'Latvia',
  'Lebanon',
  'Liechtenstein',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Moldova',
  'Monaco',
  'Montenegro',
  'Netherlands',
  'North Macedonia',
  'Norway',
  'Poland',
  'Portugal',
  'Romania',
  'Serbia',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
  'Switzerland',
  'Ukraine',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
] as const;

const LISTED: ReadonlySet<string> = new Set(COUNTRIES);

/** Whether `name` is on the list, spelt as it is there. */
export const isListedCountry = (name: string): boolean => LISTED.has(name);

/** The list's spelling of a country typed or saved in any case ('CYPRUS' → 'Cyprus'), or '' if unlisted. */
export function listedCountry(text: string): string {
  const wanted = text.trim().toLowerCase();
  return COUNTRIES.find((c) => c.toLowerCase() === wanted) ?? '';
}

/** Whether the courier delivers to `country` (a listed name): Cyprus only, for now (decision 0074). */
export const courierDeliversTo = (country: string): boolean => country === HOME_COUNTRY;

/** Whether an order can go by `method` to `country`: a pickup is in Cyprus whatever the address. */
export const deliverable = (method: DeliveryKind, country: string): boolean =>
  method === 'pickup' || courierDeliversTo(country);
