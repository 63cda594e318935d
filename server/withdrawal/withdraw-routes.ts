import 'server-only';
import { checkWithdrawal } from '@/lib/withdrawal/eligibility';
import { WITHDRAWAL_TEXTS } from '@/lib/withdrawal/texts';
import { orderNumber } from '@/lib/orders/order-number';
import type { Result } from '@/lib/result';
import { encodeNotice, FORM_NOTICE_COOKIE, FORM_NOTICE_MAX_AGE_SECONDS } from '@/lib/account/form-notice';
import { checkOrigin, privateError } from '@/server/http/private-json';
import { readBody } from '@/server/http/route-body';
import { FORM_TYPE, seeOther } from '@/server/account/form-post';
import type { WithdrawalMailContent } from '@/server/mail/withdrawal-mail';
import type { StoredOrder } from '@/server/orders/order';
import type { OrderStore } from '@/server/orders/store';
import type { Withdrawals } from '@/server/returns/withdrawals';
import { errorFields, logFor } from '@/server/log/logger';
import { languageOf } from '@/server/i18n/translate';
import { MESSAGES } from '@/messages';
import { localePath } from '@/lib/i18n/paths';
import {
  lookupCookie,
  openLookup,
  ORDER_LOOKUP_COOKIE,
  ORDER_LOOKUP_MAX_AGE_SECONDS,
  sealLookup,
  type OrderLookupSeal,
} from './lookup-cookie';

// The withdrawal's three plain form posts, each a 303 to the next page (no client JS):
// - choose (signed in): the customer's own order → the order_lookup seal → /withdraw;
// - review: name and lines, checked against the order → the draft in the seal → /withdraw/confirm;
// - confirm: the draft checked again, stored as return requests of kind 'withdrawal', the
//   acknowledgement mailed to the order's email → /withdraw/done. Nothing is recorded before it.
// Every post checks its Origin; the order is always the one the signed seal names.

const log = logFor('withdrawal');

export interface WithdrawDeps {
  orders: () => Pick<OrderStore, 'get'>;
  withdrawals: () => Withdrawals;
  /** The signed-in customer's id, or null. */
  userId: () => Promise<number | null>;
  /** Sends the acknowledgement; undefined when SMTP is not configured. */
  mail?: (content: WithdrawalMailContent) => Promise<void>;
  siteUrl: () => string;
  secret: () => string;
  secureCookie: () => boolean;
  now: () => number;
}

/** The next step's page in the shopper's language (the form posts share one address). */
const page = (request: Request, path: string) => localePath(languageOf(request), path);

const words = (request: Request) => MESSAGES[languageOf(request)].http;

const noticeCookie = (error: string) =>
  `${FORM_NOTICE_COOKIE}=${encodeNotice({ form: 'withdraw', error })}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${FORM_NOTICE_MAX_AGE_SECONDS}`;

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Origin, form type and body: the posted fields, or the answer ending the request. */
async function readForm(request: Request, deps: WithdrawDeps): Promise<Result<URLSearchParams, Response>> {
  const forbidden = checkOrigin(request, deps.siteUrl());
  if (forbidden) return { ok: false, error: forbidden };
  if (!FORM_TYPE.test(request.headers.get('content-type') ?? ''))
    return { ok: false, error: privateError(415, 'unsupported_media_type', words(request).sendForm) };
  const body = await readBody(request, 8 * 1024);
  if (!body.ok) return { ok: false, error: privateError(413, 'too_large', words(request).tooLarge) };
  return { ok: true, data: new URLSearchParams(body.data) };
}

/** The sealed order, read again from the store; null sends the shopper back to the lookup. */
async function sealedOrder(
  request: Request,
  deps: WithdrawDeps,
): Promise<{ seal: OrderLookupSeal; order: StoredOrder } | null> {
  const seal = openLookup(cookieValue(request, ORDER_LOOKUP_COOKIE), deps.secret(), deps.now());
  const order = seal && (await deps.orders().get(seal.orderId));
  return seal && order ? { seal, order } : null;
}

const seal = (deps: WithdrawDeps, value: Omit<OrderLookupSeal, 'exp'>) =>
  lookupCookie(
    sealLookup({ ...value, exp: deps.now() + ORDER_LOOKUP_MAX_AGE_SECONDS * 1000 }, deps.secret()),
    deps.secureCookie(),
  );

/** Signed in: the customer's own order, by its id. */
export const chooseForm = (deps: WithdrawDeps) =>
  async function POST(request: Request): Promise<Response> {
    const form = await readForm(request, deps);
    if (!form.ok) return form.error;
    const userId = await deps.userId();
    const order = userId === null ? null : await deps.orders().get(form.data.get('orderId') ?? '');
    if (!order || order.userId !== userId) return seeOther(page(request, '/withdraw'), []);
    return seeOther(page(request, '/withdraw'), [seal(deps, { orderId: order.id })]);
  };

/** Name and lines → the review step. */
export const reviewForm = (deps: WithdrawDeps) =>
  async function POST(request: Request): Promise<Response> {
    const form = await readForm(request, deps);
    if (!form.ok) return form.error;
    const found = await sealedOrder(request, deps);
    if (!found) return seeOther(page(request, '/withdraw'), []);
    const lineIds = form.data.getAll('line').map(Number).filter(Number.isInteger);
    const checked = checkWithdrawal(
      { ...found.order, lines: found.order.content.lines },
      await deps.withdrawals().withdrawnLines(found.order.id),
      { name: form.data.get('name') ?? '', lineIds },
      new Date(deps.now()),
    );
    if (!checked.ok) return seeOther(page(request, '/withdraw'), [noticeCookie(checked.error)]);
    return seeOther(page(request, '/withdraw/confirm'), [
      seal(deps, { orderId: found.order.id, draft: checked.data }),
    ]);
  };

/** Confirm withdrawal: recorded, acknowledged by mail, on to the done screen. */
export const confirmForm = (deps: WithdrawDeps) =>
  async function POST(request: Request): Promise<Response> {
    const form = await readForm(request, deps);
    if (!form.ok) return form.error;
    const found = await sealedOrder(request, deps);
    const draft = found?.seal.draft;
    if (!found || !draft) return seeOther(page(request, '/withdraw'), []);
    const { order } = found;
    const checked = checkWithdrawal(
      { ...order, lines: order.content.lines },
      await deps.withdrawals().withdrawnLines(order.id),
      { name: draft.name, lineIds: draft.lines.map((l) => l.lineId) },
      new Date(deps.now()),
    );
    if (!checked.ok) return seeOther(page(request, '/withdraw'), [noticeCookie(checked.error)]);
    const lines = checked.data.lines.map((l) => {
      const line = order.content.lines.find((x) => x.id === l.lineId)!;
      return { lineId: l.lineId, itemCode: line.code, quantity: l.quantity, line };
    });
    const made = await deps.withdrawals().create({
      shopOrderId: order.id,
      erpOrderId: order.erpRecord,
      userId: order.userId,
      name: checked.data.name,
      email: order.email,
      lines,
    });
    if (!made.ok)
      return seeOther(page(request, '/withdraw'), [noticeCookie(WITHDRAWAL_TEXTS.alreadyWithdrawn)]);
    try {
      await deps.mail?.({
        reference: orderNumber(order.id),
        name: made.data.name,
        email: order.email,
        lines: lines.map(({ line, quantity }) => ({
          name: line.name,
          colour: line.colour,
          size: line.size,
          quantity,
        })),
        receivedAt: made.data.receivedAt,
        locale: languageOf(request),
      });
    } catch (error) {
      // Recorded all the same: the done screen is the acknowledgement; the operator sees the row.
      log.error(
        { order: order.id, ...errorFields(error) },
        'withdrawal stored but its acknowledgement was not mailed',
      );
    }
    if (!deps.mail) log.warn({ order: order.id }, 'withdrawal stored; no acknowledgement mailed (no SMTP)');
    // The seal keeps the received withdrawal for the done screen, its time the store's.
    return seeOther(page(request, '/withdraw/done'), [
      seal(deps, { orderId: order.id, draft: { ...checked.data, receivedAt: made.data.receivedAt } }),
    ]);
  };
