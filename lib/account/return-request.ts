import { z } from 'zod';

// The return form's body (POST /api/account/orders/[id]/returns), shared by the form and the route
// handler. Strict: the user, the order and the items' facts come from the session and the ERP,
// never from the body.

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
  lineId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(999),
});

export const returnRequestSchema = z.strictObject({
  lines: z
    .array(line, { error: RETURN_MESSAGES.lines })
    .min(1, { error: RETURN_MESSAGES.lines })
    .max(MAX_LINES)
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, {
      error: 'Each item can be chosen once',
    }),
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
  note: z.string().trim().max(RETURN_NOTE_MAX, { error: RETURN_MESSAGES.note }).default(''),
});

export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;
