import { cyprusToday } from '@/lib/checkout/cyprus-time';
import { NON_RETURNABLE, RETURN_WINDOW_WORKING_DAYS } from '@/lib/policy';
import { addWorkingDays } from '@/lib/working-days';
import { orderLineKind } from './order-lines';
import type { Order, OrderLine, ReturnRequest } from './types';

// Which lines of an order a customer may ask to return (spec: returns through order history). The
// page uses it to show the form; the route handler runs it again on the ERP's own order.
//
// The ERP records no delivery date, so the window counts from the day the order was placed (its
// creation stamp, Cyprus time): the earliest day it could have been delivered. The shop never
// promises more than the policy; a parcel that took long can still be returned by contacting us.

/** What the catalogue says of a line's item. */
export interface ReturnItemFacts {
  /** On the outlet (the ERP's 'Clearance' flag). */
  outlet: boolean;
  /** The item's category as the shop shows it, e.g. 'Swim Shorts'. */
  category: string;
}

export interface ReturnContext {
  /** The line's item in the catalogue; null when the catalogue no longer has it. */
  item: ReturnItemFacts | null;
  /** The order's lines that already have a return request. */
  requestedLineIds: ReadonlySet<number>;
}

export type ReturnEligibility = { eligible: true } | { eligible: false; reason: string };

export interface LineEligibility {
  lineId: number;
  eligibility: ReturnEligibility;
}

/** Returns on an order's detail: the requests made and each line's eligibility. */
export interface OrderReturnsView {
  requests: ReturnRequest[];
  /** null when the items could not be checked (the ERP did not answer). */
  lines: LineEligibility[] | null;
  /** The last day (yyyy-mm-dd, Cyprus) a return may be asked for; null when the order has no date. */
  deadline: string | null;
}

export interface OrderReturns extends OrderReturnsView {
  lines: LineEligibility[];
}

export const RETURN_REFUSALS = {
  notItem: 'This line is not an item and cannot be returned.',
  notDelivered: 'Only delivered orders can be returned.',
  requested: 'A return has already been requested for this item.',
  finalSale: `This item cannot be returned: ${NON_RETURNABLE.toLowerCase()} are final sale.`,
  windowClosed: 'The return window for this order has closed.',
  contactUs: 'We cannot check this return online. Please contact us with your order number.',
} as const;

/** Underwear, socks and swimwear by their category's name (the shop's and the ERP's words). */
const FINAL_SALE_CATEGORY = /\b(?:underwear|lingerie|briefs|boxers?|socks?|swim\w*|bikinis?)\b/i;

/** Spec: outlet items, underwear, socks and swimwear are non-returnable. */
export const isFinalSale = (item: ReturnItemFacts): boolean =>
  item.outlet || FINAL_SALE_CATEGORY.test(item.category);

/** The last day (yyyy-mm-dd, Cyprus) a return may be asked for; null when the order has no date. */
export const returnDeadline = (order: Pick<Order, 'date'>): string | null =>
  addWorkingDays(order.date, RETURN_WINDOW_WORKING_DAYS);

const no = (reason: string): ReturnEligibility => ({ eligible: false, reason });

export function returnEligibility(
  order: Pick<Order, 'date' | 'statusTone'>,
  line: Pick<OrderLine, 'id' | 'code'>,
  now: Date,
  { item, requestedLineIds }: ReturnContext,
): ReturnEligibility {
  if (orderLineKind(line) !== 'item') return no(RETURN_REFUSALS.notItem);
  if (order.statusTone !== 'delivered') return no(RETURN_REFUSALS.notDelivered);
  if (requestedLineIds.has(line.id)) return no(RETURN_REFUSALS.requested);
  if (item && isFinalSale(item)) return no(RETURN_REFUSALS.finalSale);
  const deadline = returnDeadline(order);
  if (!item || !deadline) return no(RETURN_REFUSALS.contactUs);
  if (cyprusToday(now) > deadline) return no(RETURN_REFUSALS.windowClosed);
  return { eligible: true };
}
