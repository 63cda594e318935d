// Fuzzing the pure parsers of query strings (listing pages, search, the redirect helper, the
// gateway callback's checksum) with hostile input: huge, repeated, unicode, `__proto__` keys.
// Each returns a normal value (or a clear refusal) and never throws; the listing's parse is
// canonical (parsing its own URL gives the same state).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectTarget } from '@/lib/account/return-url';
import { listingHref, scopeOf, toSearchParams } from '@/lib/listing/href';
import { MAX_PAGE, parseListingQuery, SEARCH_MAX_LENGTH, type ParamsInput } from '@/lib/listing/query';
import { isSortKey } from '@/lib/listing/sort';
import { parseSearchTerm } from '@/lib/search/search-term';
import { verifyCallbackChecksum } from '@/server/payment/jcc';
import { fuzz, hostileString, queryArb, reportRuns } from './fuzz-helpers';

const SEED = 0x115;
reportRuns('listing');

const KEYS = ['category', 'size', 'color', 'price', 'sort', 'page', 'search', 'type', 'gender', 'brand'];
const validPairs = fc.array(
  fc.oneof(
    fc.tuple(fc.constant('size'), fc.constantFrom('S', 'M', 'XL', '42')),
    fc.tuple(fc.constant('color'), fc.constantFrom('Black', 'navy')),
    fc.tuple(fc.constant('price'), fc.constantFrom('0-25', 'under-20', '50-100')),
    fc.tuple(fc.constant('sort'), fc.constantFrom('price-asc', 'newest', 'nope')),
    fc.tuple(fc.constant('page'), fc.stringMatching(/^[0-9]{1,6}$/)),
    fc.tuple(fc.constant('search'), fc.string({ maxLength: 30 })),
  ),
  { maxLength: 6 },
);
const queries = queryArb(validPairs, KEYS);

/** Next's searchParams record for a query: repeated keys as arrays, prototype names as own keys. */
function asRecord(params: URLSearchParams): Record<string, string | string[] | undefined> {
  const record: Record<string, string | string[] | undefined> = Object.create(null);
  for (const k of new Set(params.keys())) {
    const all = params.getAll(k);
    record[k] = all.length === 1 ? all[0] : all;
  }
  return record;
}

function expectNormal(input: ParamsInput) {
  const q = parseListingQuery(input);
  for (const group of ['category', 'size', 'color', 'price'] as const) {
    expect(Array.isArray(q[group])).toBe(true);
    expect(q[group].length).toBeLessThanOrEqual(50);
    for (const v of q[group]) expect(typeof v).toBe('string');
  }
  expect(isSortKey(q.sort)).toBe(true);
  expect(Number.isInteger(q.page) && q.page >= 1 && q.page <= MAX_PAGE).toBe(true);
  expect(q.search.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
  // Canonical: the URL the page links to parses back to the same state.
  const again = parseListingQuery(toSearchParams(q, input));
  expect(again).toEqual(q);
  expect(typeof listingHref('/products', q, input)).toBe('string');
  for (const value of Object.values(scopeOf(input))) expect(typeof value).toBe('string');
}

describe('query-string parsers under fuzzing', () => {
  it('parseListingQuery, scopeOf and listingHref (URLSearchParams and Next’s record)', async () => {
    await fuzz(
      'parseListingQuery/scopeOf/listingHref',
      queries,
      async (query) => {
        const params = new URLSearchParams(query);
        expectNormal(params);
        expectNormal(asRecord(params));
      },
      { seed: SEED, numRuns: 800 },
    );
  });

  it('parseListingQuery with a record carrying prototype keys and odd values', async () => {
    // Next decodes the URL before it builds the record: its strings are well-formed UTF-16.
    const text = hostileString.map((s) => s.toWellFormed());
    const value = fc.oneof(text, fc.array(text, { maxLength: 5 }), fc.constant(undefined));
    const key = fc.oneof(fc.constantFrom(...KEYS, '__proto__', 'constructor', 'toString'), fc.string());
    await fuzz(
      'parseListingQuery (records)',
      fc.array(fc.tuple(key, value), { maxLength: 12 }),
      async (entries) => {
        const record = Object.fromEntries(entries) as Record<string, string | string[] | undefined>;
        expectNormal(record);
      },
      { seed: SEED + 1, numRuns: 1_000 },
    );
  });

  it('parseSearchTerm', async () => {
    await fuzz(
      'parseSearchTerm',
      queryArb(
        fc.string({ maxLength: 40 }).map((q) => [['q', q]] as [string, string][]),
        ['q'],
      ),
      async (query) => {
        const result = parseSearchTerm(new URLSearchParams(query));
        if (result.ok) {
          expect(result.data.length).toBeGreaterThan(0);
          expect(result.data.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
          expect(result.data).not.toMatch(/\p{Cc}/u);
        } else expect(result.error.length).toBeGreaterThan(5);
      },
      { seed: SEED + 2, numRuns: 700 },
    );
  });

  it('redirectTarget (the sign-in return helper)', async () => {
    await fuzz(
      'redirectTarget',
      fc.tuple(
        queryArb(fc.constant([['page', 'account']]), ['page', 'id', 'returnUrl']),
        fc.oneof(fc.constant('/'), hostileString),
      ),
      async ([query, fallback]) => {
        const target = redirectTarget(query, fallback);
        expect(target.path.startsWith('/')).toBe(true);
        expect(target.path.startsWith('//')).toBe(false);
        expect(target.path).not.toMatch(/^\/\\|[\r\n]/);
      },
      { seed: SEED + 3, numRuns: 500 },
    );
  });

  it('verifyCallbackChecksum (the gateway callback’s query)', async () => {
    await fuzz(
      'verifyCallbackChecksum',
      fc.tuple(
        queryArb(
          fc.constant([
            ['mdOrder', 'abc'],
            ['checksum', '0'.repeat(64)],
          ]),
          ['mdOrder', 'checksum', 'operation'],
        ),
        fc.string(),
      ),
      async ([query, secret]) => {
        expect(verifyCallbackChecksum(new URLSearchParams(query), secret)).toBe(false);
      },
      { seed: SEED + 4, numRuns: 500 },
    );
  });
});
