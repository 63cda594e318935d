import { describe, expect, it, vi } from 'vitest';
import { memoryLimiter } from '../../helpers/memory-limiter';
import { newsletterDeps } from '../../helpers/newsletter';

// The one request pipeline of every JSON write (server/http/private-json readJsonWrite), shown on
// the three public writes that used to skip parts of it: the contact form, the newsletter and the
// cart quote. Each refusal comes before any work and before the rate limit is counted, and every
// one has the same shape: `{ error: { code, message, fields? } }`, private and never stored.
vi.stubEnv('ERP_BASE_URL', 'http://erp.test:8080');
const { quoteHandler } = await import('@/server/checkout/quote-route');
const { contactHandler, CONTACT_MAX_BODY_BYTES } = await import('@/server/contact/contact-route');
const { FORBIDDEN_ORIGIN } = await import('@/tests/helpers/http-texts');
const { tooManyAttempts } = await import('@/server/http/rate-limit');
const { newsletterHandler, NEWSLETTER_MAX_BODY_BYTES } = await import('@/server/newsletter/newsletter-route');
const { QUOTE_MAX_BODY_BYTES } = await import('@/server/checkout/quote-request');

const SITE = 'https://ruck.test';
const limiter = memoryLimiter;

interface Write {
  name: string;
  path: string;
  maxBytes: number;
  valid: unknown;
  /** A well-formed body the schema refuses, and the field it names. */
  invalid: [unknown, string];
  /** The handler with a limit of `points`, and how many times it did its work. */
  make: (points: number) => { POST: (request: Request) => Promise<Response>; work: () => number };
}

const writes: Write[] = [
  {
    name: 'contact',
    path: '/api/contact',
    maxBytes: CONTACT_MAX_BODY_BYTES,
    valid: { name: 'Ana', email: 'ana@example.com', subject: 'Sizes', message: 'The M in blue?' },
    invalid: [{ name: 'Ana', email: 'ana@', subject: 'Sizes', message: 'Hello' }, 'email'],
    make: (points) => {
      const save = vi.fn(async () => 1);
      const POST = contactHandler({ limiter: limiter(points), origin: () => SITE, save, defer: () => {} });
      return { POST, work: () => save.mock.calls.length };
    },
  },
  {
    name: 'newsletter',
    path: '/api/newsletter',
    maxBytes: NEWSLETTER_MAX_BODY_BYTES,
    valid: { email: 'ana@example.com' },
    invalid: [{ email: 'not-an-email' }, 'email'],
    make: (points) => {
      const signUp = vi.fn(async () => ({ kind: 'subscribed' as const }));
      const POST = newsletterHandler(newsletterDeps({ signUp }, limiter(points), SITE).deps);
      return { POST, work: () => signUp.mock.calls.length };
    },
  },
  {
    name: 'cart quote',
    path: '/api/cart/quote',
    maxBytes: QUOTE_MAX_BODY_BYTES,
    // An empty bag is quoted without asking the ERP.
    valid: { lines: [] },
    invalid: [{ lines: [], coupon: 'x' }, ''],
    make: (points) => {
      const consumed = limiter(points);
      const counted = vi.spyOn(consumed, 'consume');
      const POST = quoteHandler({ limiter: consumed, origin: () => SITE });
      // The quote's work is not injected: a request the limit counted is one that got past the checks.
      return { POST, work: () => counted.mock.calls.length };
    },
  },
];

const request = (path: string, body: string, headers: Record<string, string>) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': '203.0.113.9', ...headers },
    body,
  });
const sameOrigin = { origin: SITE, 'content-type': 'application/json' };

async function refusal(response: Response) {
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.each(writes)('POST $path (the $name) takes the one request pipeline', (write) => {
  const json = JSON.stringify(write.valid);

  it.each([
    ['a cross-site Origin', { ...sameOrigin, origin: 'https://evil.example' }],
    ['no Origin', { 'content-type': 'application/json' }],
    ['a look-alike Origin', { ...sameOrigin, origin: `${SITE}.evil.example` }],
  ])('refuses %s with 403, before any work or counting', async (_, headers) => {
    const { POST, work } = write.make(100);
    expect(await refusal(await POST(request(write.path, json, headers)))).toEqual({
      status: 403,
      body: { error: { code: 'forbidden_origin', message: FORBIDDEN_ORIGIN } },
    });
    expect(work()).toBe(0);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('refuses %s with 415, even from the shop itself', async (_, type) => {
    const { POST, work } = write.make(100);
    const response = await POST(request(write.path, json, { origin: SITE, 'content-type': type }));
    expect(await refusal(response)).toEqual({
      status: 415,
      body: { error: { code: 'unsupported_media_type', message: 'Send the form as JSON.' } },
    });
    expect(work()).toBe(0);
  });

  it('refuses a body over its size with 413', async () => {
    const { POST, work } = write.make(100);
    const big = JSON.stringify({ pad: 'x'.repeat(write.maxBytes) });
    expect(await refusal(await POST(request(write.path, big, sameOrigin)))).toEqual({
      status: 413,
      body: { error: { code: 'too_large', message: 'The request is too large.' } },
    });
    expect(work()).toBe(0);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const { POST, work } = write.make(100);
    expect(await refusal(await POST(request(write.path, '{"oops', sameOrigin)))).toEqual({
      status: 400,
      body: { error: { code: 'bad_request', message: 'The request is not valid JSON.' } },
    });
    expect(work()).toBe(0);
  });

  it('refuses a body its strict schema refuses with 400, naming the field', async () => {
    const { POST, work } = write.make(100);
    const [body, field] = write.invalid;
    const answer = await refusal(await POST(request(write.path, JSON.stringify(body), sameOrigin)));
    const error = (answer.body as { error: { code: string; message: string; fields: object } }).error;
    expect(answer.status).toBe(400);
    expect(error.code).toBe('invalid');
    expect(error.fields).toHaveProperty([field], error.message);
    expect(work()).toBe(0);
  });

  it('accepts a same-origin JSON post, also with a charset', async () => {
    const { POST, work } = write.make(100);
    const type = { origin: SITE, 'content-type': 'application/json; charset=utf-8' };
    expect((await POST(request(write.path, json, type))).status).toBeLessThan(300);
    expect(work()).toBe(1);
  });

  it('counts only what passes the checks: then 429 with Retry-After in the same shape', async () => {
    const { POST } = write.make(2);
    // A cross-site page cannot spend the shoppers' allowance behind the same address.
    for (let i = 0; i < 5; i++)
      await POST(request(write.path, json, { ...sameOrigin, origin: 'https://evil.example' }));
    for (let i = 0; i < 2; i++)
      expect((await POST(request(write.path, json, sameOrigin))).status).toBeLessThan(300);
    const refused = await POST(request(write.path, json, sameOrigin));
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(await refusal(refused)).toEqual({
      status: 429,
      body: { error: { code: 'rate_limited', message: tooManyAttempts(wait) } },
    });
  });
});
