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

export const RETURN_NOTE_MAX = 500;
/** More lines than any order holds; bounds the body and the work of one request. */
const MAX_LINES = 50;

export const RETURN_MESSAGES = {
  lines: 'Choose at least one item to return',
  reason: 'Please choose a reason for the return',
  note: `Please keep the note under ${RETURN_NOTE_MAX} characters`,
} as const;

const line = z.strictObject({
  lineId: z.number().check(z.int(), z.positive()),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(999)),
});

export const returnRequestSchema = z.strictObject({
  lines: z.array(line, { error: RETURN_MESSAGES.lines }).check(
    z.minLength(1, { error: RETURN_MESSAGES.lines }),
    z.maxLength(MAX_LINES),
    z.refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, {
      error: 'Each item can be chosen once',
    }),
  ),
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
  note: z._default(
    z.string().check(z.trim(), z.maxLength(RETURN_NOTE_MAX, { error: RETURN_MESSAGES.note })),
    '',
  ),
});

export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;
