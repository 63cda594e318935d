import { z } from 'zod/mini';

// The return form's body (POST /api/account/orders/[id]/returns), shared by the form and the route
// handler. Strict: the user, the order and the items' facts come from the session and the ERP,
// never from the body. zod/mini: it ships to the browser with the return form.

export const RETURN_REASONS = [
  'Does not fit',
  'Not as described',
  'Arrived damaged',
  'Changed my mind',
  'Other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * Each reason's message key (messages/<locale>/orders.json client.reasons): the English reason is
 * what the form sends and the store keeps; the shopper reads it in the page's language.
 */
export const RETURN_REASON_KEYS: Record<ReturnReason, 'fit' | 'described' | 'damaged' | 'mind' | 'other'> = {
  'Does not fit': 'fit',
  'Not as described': 'described',
  'Arrived damaged': 'damaged',
  'Changed my mind': 'mind',
  Other: 'other',
};

/** A stored reason in the given words (the reason itself when it is not one of RETURN_REASONS). */
export const reasonLabel = (
  reason: string,
  words: Record<(typeof RETURN_REASON_KEYS)[ReturnReason], string>,
) => (Object.hasOwn(RETURN_REASON_KEYS, reason) ? words[RETURN_REASON_KEYS[reason as ReturnReason]] : reason);

export const RETURN_NOTE_MAX = 500;
/** More lines than any order holds; bounds the body and the work of one request. */
const MAX_LINES = 50;

export const RETURN_MESSAGES = {
  lines: 'Choose at least one item to return',
  reason: 'Please choose a reason for the return',
  note: `Please keep the note under ${RETURN_NOTE_MAX} characters`,
  once: 'Each item can be chosen once',
} as const;

/** The schema's refusals, in the language of whoever is told (the form's or the request's). */
export type ReturnMessages = Record<keyof typeof RETURN_MESSAGES, string>;

const line = z.strictObject({
  lineId: z.number().check(z.int(), z.positive()),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(999)),
});

export const returnRequestSchemaFor = (m: ReturnMessages) =>
  z.strictObject({
    lines: z.array(line, { error: m.lines }).check(
      z.minLength(1, { error: m.lines }),
      z.maxLength(MAX_LINES),
      z.refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, {
        error: m.once,
      }),
    ),
    reason: z.enum(RETURN_REASONS, { error: m.reason }),
    note: z._default(z.string().check(z.trim(), z.maxLength(RETURN_NOTE_MAX, { error: m.note })), ''),
  });

/** The schema with the English refusals (the spec's words). */
export const returnRequestSchema = returnRequestSchemaFor(RETURN_MESSAGES);

export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;
