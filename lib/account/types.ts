// Domain types of customer accounts, favourites and orders. Money is integer cents (EUR); dates
// are ISO text. No password, hash or other secret ever appears in these types.

export interface CustomerAddress {
  line1: string;
  line2: string;
  city: string;
  zip: string;
  state: string;
  country: string;
}

export interface Customer {
  /** The ERP people record. */
  id: number;
  /** The ERP address record holding the email (the session's `email_id`); null when none. */
  addressId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The ERP customer group (e.g. 'WEB'). */
  group: string;
  address: CustomerAddress;
}

/** An ERP address record: the email, mobile and postal address linked to a person. */
export interface AddressRecord {
  id: number;
  peopleId: number | null;
  email: string;
  mobile: string;
  address: CustomerAddress;
}

/** The records behind an email: a people record and the address record that holds the email. */
export interface CustomerRef {
  peopleId: number;
  addressId: number;
}

/** A wishlist entry: the ERP peopleitem record linking a person to an item (the product id). */
export interface Favourite {
  recordId: number;
  productId: number;
}

/** The spec's status values; anything else the ERP sends is kept as text and shown as 'other'. */
export type OrderStatusTone = 'delivered' | 'shipped' | 'processing' | 'other';

export interface OrderLine {
  id: number;
  productId: number | null;
  code: string;
  name: string;
  /** Shown positive (the ERP stores sales lines negative). */
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  colour: string;
  size: string;
}

export interface Order {
  id: number;
  /** The number the shopper sees (decision 0070): 'RUCK-…' for a web order, else the ERP's. */
  reference: string;
  /** The ERP's own number ('W0050047'): for operators and logs, never shown as a second number. */
  erpReference: string;
  /** The shop's order id for an order the web shop placed (its store's row), else null. */
  shopOrderId: string | null;
  /** yyyy-mm-dd, from the creation stamp (the order's own date when the stamp is missing). */
  date: string;
  /** yyyy-mm-ddThh:mm (shop-local time as the ERP writes it), or null when unknown. */
  createdAt: string | null;
  totalCents: number;
  /** The ERP's status text, e.g. 'Delivered'. */
  status: string;
  statusTone: OrderStatusTone;
  lines: OrderLine[];
}

/** A customer's request to return one order line, as the shop's store keeps it. */
export interface ReturnRequest {
  id: number;
  /** The ERP order line (transdet record). */
  lineId: number;
  itemCode: string;
  quantity: number;
  /** One of RETURN_REASONS (lib/account/return-request.ts). */
  reason: string;
  /** The customer's own words; '' when none. */
  note: string;
  /** Later states (received, refunded) belong to the back office, which has none yet. */
  status: 'requested';
  /** ISO instant. */
  createdAt: string;
}

/** A wishlist card: what the wishlist shows for one favourite (from the cached catalogue). */
export interface FavouriteCard {
  id: number;
  code: string;
  name: string;
  href: string;
  imageUrl: string | null;
  priceCents: number;
  salePriceCents: number;
  hasSale: boolean;
  /** The prior price of a reduction (lib/prices/prior-price.ts), when the server found one. */
  priorPriceCents?: number;
  colours: { name: string; label: string; hex: string | null }[];
  /** For the quick-add dialog when the live options cannot be fetched. */
  sizes: string[];
}

/** What a wishlist view shows: the sign-in prompt, the cards (maybe none), or the load error. */
export type Wishlist = { kind: 'guest' } | { kind: 'unavailable' } | { kind: 'list'; cards: FavouriteCard[] };
