// Fuzzing POST /api/contact and POST /api/newsletter (the app's handlers with a shop store in
// memory): no 5xx, clear 4xx messages, no leaks, and nothing stored or mailed for refused input.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CONTACT_MAX_LENGTH } from '@/lib/forms/contact';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@/lib/forms/email';
import { CONTACT_MAX_BODY_BYTES, contactHandler } from '@/server/contact/contact-route';
import { CONTACT_RATE_LIMIT, NEWSLETTER_RATE_LIMIT } from '@/server/http/rate-limits';
import { NEWSLETTER_MAX_BODY_BYTES, newsletterHandler } from '@/server/newsletter/newsletter-route';
import { sqliteContactMessages } from '@/server/store/contact-messages';
import { openShopDb } from '@/server/store/db';
import { sqliteSubscribers } from '@/server/store/newsletter-subscribers';
import { newsletterDeps } from '@/tests/helpers/newsletter';
import {
  buildRequest,
  checkAnswer,
  emailArb,
  fuzz,
  fuzzBodyRoute,
  quietLogs,
  reportRuns,
  SITE,
  storeChanges,
  testLimiters,
} from './fuzz-helpers';

const SEED = 0xc0e7e47;
const SAME_ORIGIN_JSON = {
  origin: SITE,
  cookie: undefined,
  contentType: 'application/json',
  contentLength: undefined,
  host: undefined,
};
quietLogs();
reportRuns('content');

const db = openShopDb(':memory:');
const limits = testLimiters();

// The handlers' rules, written again in classic zod as the oracle of what must be accepted:
// every field trimmed, required and within its length, the email well-formed.
const text = (max: number) => z.string().trim().min(1).max(max);
const contactRule = z.strictObject({
  name: text(CONTACT_MAX_LENGTH.name),
  email: text(CONTACT_MAX_LENGTH.email).refine(isValidEmail),
  subject: text(CONTACT_MAX_LENGTH.subject),
  message: text(CONTACT_MAX_LENGTH.message),
});
const newsletterRule = z.strictObject({
  email: z
    .string()
    .max(EMAIL_MAX_LENGTH * 2)
    .refine(isValidEmail),
});

const words = (min: number, max: number) =>
  fc.string({ unit: 'grapheme', minLength: min, maxLength: max }).filter((s) => s.trim().length >= min);
const contactBody = fc.record({
  name: words(1, 40),
  email: emailArb,
  subject: words(1, 60),
  message: words(1, 400),
});

describe('POST /api/contact under fuzzing', () => {
  it('answers every body and header set without a 5xx, storing only accepted messages', async () => {
    const deferred: (() => Promise<void>)[] = [];
    const tally = await fuzzBodyRoute({
      name: 'contact',
      path: '/api/contact',
      handler: contactHandler({
        limiter: limits.limiter(CONTACT_RATE_LIMIT),
        origin: () => SITE,
        save: (m) => sqliteContactMessages(db).save(m),
        mail: vi.fn(async () => {}),
        defer: (task) => deferred.push(task),
      }),
      valid: contactBody,
      schema: contactRule,
      maxBytes: CONTACT_MAX_BODY_BYTES,
      sameOrigin: true,
      validWeight: 6,
      reset: limits.reset,
      writes: () => storeChanges(db) + deferred.length,
      then: (answer, valid) => {
        if (valid) expect(answer.status).toBe(201);
      },
      seed: SEED,
      numRuns: 600,
    });
    expect(tally.get(201)).toBeGreaterThan(50);
  });
});

describe('POST /api/newsletter under fuzzing', () => {
  const POST = newsletterHandler(
    newsletterDeps(sqliteSubscribers(db), limits.limiter(NEWSLETTER_RATE_LIMIT), SITE).deps,
  );

  it('answers every body and header set without a 5xx, subscribing only valid addresses', async () => {
    const tally = await fuzzBodyRoute({
      name: 'newsletter',
      path: '/api/newsletter',
      handler: POST,
      valid: fc.record({ email: emailArb }),
      schema: newsletterRule,
      maxBytes: NEWSLETTER_MAX_BODY_BYTES,
      sameOrigin: true,
      validWeight: 6,
      reset: limits.reset,
      writes: () => storeChanges(db),
      then: (answer, valid) => {
        if (valid) expect(answer.status).toBe(200);
      },
      seed: SEED + 1,
      numRuns: 600,
    });
    expect(tally.get(200)).toBeGreaterThan(50);
  });

  it('throttles one client with 429s that keep the error shape and store nothing', async () => {
    limits.reset();
    const statuses: number[] = [];
    // Same-origin JSON: the limit counts what passes the request pipeline, nothing before it.
    const json = { ...SAME_ORIGIN_JSON, forwardedFor: '198.51.100.7' };
    await fuzz(
      'POST /api/newsletter (one client, throttled)',
      fc.record({ email: emailArb }),
      async (body) => {
        const before = storeChanges(db);
        const request = buildRequest('POST', '/api/newsletter', json, JSON.stringify(body));
        const answer = await checkAnswer(await POST(request));
        statuses.push(answer.status);
        if (answer.status >= 400) expect(storeChanges(db)).toBe(before);
      },
      { seed: SEED + 2, numRuns: 100 },
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - NEWSLETTER_RATE_LIMIT.points);
  });
});
