import { describe, expect, it } from 'vitest';
import { KIB, pageChecks, renderCheck, searchCheck } from '@/bench/lib/budgets.mjs';

const floor = {
  bytes: { jsGz: 100 * KIB, cssGz: 2 * KIB, htmlGz: 5 * KIB, cards: 8 },
  htmlGzFor: (cards: number) => 4 * KIB + cards * 100,
  lighthouse: { score: 100, lcpMs: 2000, fcpMs: 900, tbtMs: 10, cls: 0 },
};
const verdict = (checks: { figure: string; ok: boolean; limit: number }[], figure: string) =>
  checks.find((c) => c.figure === figure);

describe('speed report budgets (issues 14, 27)', () => {
  it('allows browsing pages floor + 16 KiB of JS and /account and /checkout floor + 60 KiB', () => {
    const bytes = { jsGz: 130 * KIB, cssGz: 0, htmlGz: 0, cards: 0 };
    expect(verdict(pageChecks('listing', { bytes }, floor), 'JS gz')).toMatchObject({
      ok: false,
      limit: 116 * KIB,
    });
    expect(verdict(pageChecks('checkout', { bytes }, floor), 'JS gz')).toMatchObject({
      ok: true,
      limit: 160 * KIB,
    });
  });

  it('holds a Greek page to its English page’s allowance', () => {
    const bytes = { jsGz: 130 * KIB, cssGz: 0, htmlGz: 0, cards: 0 };
    expect(verdict(pageChecks('listing-el', { bytes }, floor), 'JS gz')).toMatchObject({ limit: 116 * KIB });
    expect(verdict(pageChecks('checkout-el', { bytes }, floor), 'JS gz')).toMatchObject({ limit: 160 * KIB });
  });

  it('compares HTML with 1.2 × the floor’s for the same number of cards', () => {
    const html = (htmlGz: number, cards: number) =>
      verdict(pageChecks('listing', { bytes: { jsGz: 0, cssGz: 0, htmlGz, cards } }, floor), 'HTML gz');
    expect(html(Math.floor(1.2 * (4 * KIB + 1600)), 16)?.ok).toBe(true);
    expect(html(Math.floor(1.2 * (4 * KIB + 1600)) + 1, 16)?.ok).toBe(false);
  });

  it('holds LCP to 1.1 × the floor’s, TBT to the floor’s + 30 ms, score to 95 and CLS to 0', () => {
    const bytes = { jsGz: 0, cssGz: 0, htmlGz: 0, cards: 0 };
    const checks = pageChecks(
      'home',
      { bytes, lighthouse: { score: 95, lcpMs: 2200, fcpMs: 1, tbtMs: 41, cls: 0.001 } },
      floor,
    );
    expect(checks.map((c) => [c.figure, c.ok])).toEqual([
      ['JS gz', true],
      ['HTML gz', true],
      ['Lighthouse score', true],
      ['LCP', true],
      ['TBT', false],
      ['CLS', false],
    ]);
  });

  it('wants 0.8 × the floor’s cached throughput and a search p99 within 5 ms', () => {
    expect(renderCheck(80, 100).ok).toBe(true);
    expect(renderCheck(79, 100).ok).toBe(false);
    expect(searchCheck(5).ok).toBe(true);
    expect(searchCheck(5.01).ok).toBe(false);
  });
});
