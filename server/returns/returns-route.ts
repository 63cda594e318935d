import 'server-only';
import type { Checked } from '@/server/http/private-json';
import { returnRequestSchemaFor, type ReturnRequestInput } from '@/lib/account/return-request';
import { refusalText, returnMessagesIn } from '@/lib/account/return-texts';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';
import { languageOf } from '@/server/i18n/translate';
import type { Order, ReturnRequest } from '@/lib/account/types';
import { readOwnOrder, type ReadOrder } from '@/server/account/orders-route';
import type { SessionUser } from '@/server/account/session';
import { readAccountInput, type WriteRules } from '@/server/account/account-request';
import { privateError, privateJson, unavailable } from '@/server/http/private-json';
import type { ReturnMailContent } from '@/server/mail/return-mail';
import { orderReturns, type ReadItem } from './order-returns';
import type { NewReturnLine, ReturnRequests } from './store';
import { errorFields, logFor } from '@/server/log/logger';

// POST /api/account/orders/[id]/returns { lines: [{ lineId, quantity }], reason, note? } → 201
// { requests, mailed }. The order is read again from the ERP and every line checked by the same
// rule the page shows (lib/account/returns.ts): the browser only says which lines and how many.
// The request is stored first; a confirmation mail that fails is logged and does not undo it.

const log = logFor('returns');

export const RETURNS_MAX_BODY_BYTES = 8 * 1024;

export interface ReturnsRouteDeps extends WriteRules {
  readOrder: ReadOrder;
  readItem: ReadItem;
  returns: () => ReturnRequests;
  /** Sends the confirmation; undefined when SMTP is not configured. */
  mail?: (to: string, content: ReturnMailContent) => Promise<void>;
  now: () => Date;
}

const refused = (message: string) => privateError(422, 'not_returnable', message);

/** The lines to store, or the answer refusing the first line that cannot be returned. */
async function checkedLines(
  deps: ReturnsRouteDeps,
  user: SessionUser,
  order: Order,
  input: ReturnRequestInput,
  request: Request,
): Promise<Checked<NewReturnLine[]>> {
  const locale = languageOf(request);
  const t = MESSAGES[locale].orders.refusals;
  const view = await orderReturns(
    order,
    await deps.returns().forOrder(user.userId, order.id),
    deps.now(),
    deps.readItem,
  );
  if (!view.ok) return { ok: false, error: unavailable(request) };
  const lines: NewReturnLine[] = [];
  for (const asked of input.lines) {
    const line = order.lines.find((l) => l.id === asked.lineId);
    const eligibility = view.data.lines.find((l) => l.lineId === asked.lineId)?.eligibility;
    if (!line || !eligibility) return { ok: false, error: refused(t.notPart) };
    const name = line.name || line.code;
    if (!eligibility.eligible)
      return {
        ok: false,
        error: refused(fill(t.line, { name, reason: refusalText(eligibility.reason, locale) })),
      };
    if (asked.quantity > line.quantity)
      return { ok: false, error: refused(fill(t.atMost, { name, count: line.quantity })) };
    lines.push({ lineId: line.id, itemCode: line.code, quantity: asked.quantity });
  }
  return { ok: true, data: lines };
}

/** Mails the confirmation; false when it could not be sent (logged without the address). */
async function confirm(
  deps: ReturnsRouteDeps,
  user: SessionUser,
  order: Order,
  input: ReturnRequestInput,
  created: ReturnRequest[],
  locale: Locale,
): Promise<boolean> {
  if (!deps.mail || !user.email) {
    log.warn({ order: order.erpReference }, 'no confirmation mailed (no SMTP or no email)');
    return false;
  }
  const lines = created.map((r) => {
    const line = order.lines.find((l) => l.id === r.lineId)!;
    return { name: line.name || line.code, colour: line.colour, size: line.size, quantity: r.quantity };
  });
  try {
    await deps.mail(user.email, {
      reference: order.reference,
      lines,
      reason: input.reason,
      note: input.note,
      locale,
    });
    return true;
  } catch (error) {
    log.error({ order: order.erpReference, ...errorFields(error) }, 'the confirmation could not be mailed');
    return false;
  }
}

export function returnsHandler(deps: ReturnsRouteDeps) {
  return async function POST(
    request: Request,
    context: { params: Promise<{ id: string }> },
  ): Promise<Response> {
    const locale = languageOf(request);
    const checked = await readAccountInput(request, {
      ...deps,
      maxBytes: RETURNS_MAX_BODY_BYTES,
      schema: returnRequestSchemaFor(returnMessagesIn(locale)),
    });
    if (!checked.ok) return checked.error;
    const { user, input } = checked.data;
    const order = await readOwnOrder(deps.readOrder, user, (await context.params).id, request);
    if (!order.ok) return order.error;
    const lines = await checkedLines(deps, user, order.data, input, request);
    if (!lines.ok) return lines.error;
    const created = await deps
      .returns()
      .create(user.userId, order.data.id, lines.data, input.reason, input.note);
    if (!created.ok)
      return privateError(409, 'already_requested', MESSAGES[locale].orders.refusals.requested);
    const mailed = await confirm(deps, user, order.data, input, created.data, locale);
    return privateJson({ requests: created.data, mailed }, 201);
  };
}
