// Lives in server/erp (DESIGN rule 1: only the adapter builds what goes over the ERP wire).
// The $PosProcessWeb body (spec §3 "Order payload", §7, §9), built by one pure function so every
// rule is tested without an ERP. Money inside the shop is integer cents; the ERP gets comma-decimal
// euros ("59,90"), the form it uses for money everywhere [seen]. The voucher travels as a `voucher`
// code plus a negative 'VOUCHER' line [ours]: the spec's payload names no voucher field.
import {
  CURRENCY,
  DELIVERY_LINE_MODEL,
  ORDER_DOCUMENT_ID,
  ORDER_LOCATION,
  ORDER_PAYMENT_METHOD,
  VOUCHER_LINE_MODEL,
} from '@/lib/constants';
import { erpOrderDateTime } from '@/lib/checkout/cyprus-time';

export interface RegisteredCustomerDetails {
  kind: 'registered';
  /** The customer's people record [ours]: who the order is booked to, beside the sign-in email. */
  people?: number;
  email: string;
  phone: string;
  addr1: string;
  postal: string;
  city: string;
}

export interface GuestCustomerDetails extends Omit<RegisteredCustomerDetails, 'kind' | 'people'> {
  kind: 'guest';
  name: string;
  surname: string;
  addr2: string;
  state: string;
  country: string;
}

export type OrderCustomer = RegisteredCustomerDetails | GuestCustomerDetails;

/** One priced line of the order, as the server re-read it (never the browser's price). */
export interface OrderPayloadLine {
  code: string;
  colour: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
}

export interface OrderItemPayload {
  model: string;
  color: string;
  size: string;
  qty: number;
  total: string;
}

export type CustomerDetailsPayload =
  Omit<RegisteredCustomerDetails, 'kind'> | (Omit<GuestCustomerDetails, 'kind'> & { guest: true });

export interface WebOrderPayload {
  documentid: number;
  orderid: string;
  location: string;
  orderdate: string;
  ordertime: string;
  currency: string;
  paymentmethod: string;
  delivery: string;
  note: string;
  customerdetails: CustomerDetailsPayload;
  orderitems: OrderItemPayload[];
  voucher?: string;
}

export interface OrderPayloadInput {
  orderId: string;
  now: Date;
  /** The ERP delivery method's name (a courier or a pickup location). */
  delivery: string;
  note: string;
  customer: OrderCustomer;
  lines: readonly OrderPayloadLine[];
  /** deliveryCharge() for this order; a 'DELIVERY' line is sent only when above 0. */
  deliveryCents: number;
  /** The discount applyVoucher() allowed; no voucher field or line when absent or 0. */
  voucher?: { code: string; discountCents: number };
}

/** Integer cents → the ERP's comma-decimal euros: 5990 → '59,90', -1000 → '-10,00'. */
export function erpMoney(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`not whole cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

function customerDetails(c: OrderCustomer): CustomerDetailsPayload {
  const registered = {
    email: c.email.trim().toLowerCase(),
    phone: c.phone,
    addr1: c.addr1,
    postal: c.postal,
    city: c.city,
  };
  if (c.kind === 'registered')
    return c.people === undefined ? registered : { people: c.people, ...registered };
  return {
    name: c.name,
    surname: c.surname,
    ...registered,
    addr2: c.addr2,
    state: c.state,
    country: c.country,
    guest: true,
  };
}

const serviceLine = (model: string, cents: number): OrderItemPayload => ({
  model,
  color: '',
  size: '',
  qty: 1,
  total: erpMoney(cents),
});

export function buildOrderPayload(input: OrderPayloadInput): WebOrderPayload {
  const orderitems: OrderItemPayload[] = input.lines.map((l) => ({
    model: l.code,
    color: l.colour,
    size: l.size,
    qty: l.quantity,
    total: erpMoney(l.unitPriceCents * l.quantity),
  }));
  if (input.deliveryCents > 0) orderitems.push(serviceLine(DELIVERY_LINE_MODEL, input.deliveryCents));
  const discount = input.voucher?.discountCents ?? 0;
  if (input.voucher && discount > 0) orderitems.push(serviceLine(VOUCHER_LINE_MODEL, -discount));
  return {
    documentid: ORDER_DOCUMENT_ID,
    orderid: input.orderId,
    location: ORDER_LOCATION,
    ...erpOrderDateTime(input.now),
    currency: CURRENCY,
    paymentmethod: ORDER_PAYMENT_METHOD,
    delivery: input.delivery,
    note: input.note,
    customerdetails: customerDetails(input.customer),
    orderitems,
    ...(input.voucher && discount > 0 ? { voucher: input.voucher.code } : {}),
  };
}
