import { describe, expect, it } from 'vitest';
import { healthAnswer, mayReadDetails } from '@/server/health/answer';
import { trustedProxies } from '@/server/http/trusted-proxies.mjs';
import type { HealthReport } from '@/server/health/check';

const report = (ok: boolean): HealthReport => ({
  ok,
  uptimeS: 7,
  dependencies: {
    erp: ok ? { status: 'up', latencyMs: 3 } : { status: 'down', latencyMs: 1000, failure: 'timeout' },
    database: { status: 'up', latencyMs: 1 },
    redis: { status: 'not configured' },
  },
});
const from = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });
const trusted = trustedProxies(' 10.0.0.5 , ::ffff:10.0.0.6,');

describe('who reads the details', () => {
  it('loopback clients do, in every form Node reports them', () => {
    for (const ip of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1'])
      expect(mayReadDetails(from(ip), new Set()), ip).toBe(true);
  });

  it('the trusted proxies do (TRUSTED_PROXIES, IPv4 written either way)', () => {
    expect(mayReadDetails(from('10.0.0.5'), trusted)).toBe(true);
    expect(mayReadDetails(from('::ffff:10.0.0.5'), trusted)).toBe(true);
    expect(mayReadDetails(from('10.0.0.6'), trusted)).toBe(true);
  });

  it('nobody else: a public client, a client naming 127.0.0.1 before the proxy, or no address at all', () => {
    expect(mayReadDetails(from('203.0.113.9'), trusted)).toBe(false);
    // nginx appends the address it saw: whatever the client wrote comes first and is not believed.
    expect(mayReadDetails(from('127.0.0.1, 10.0.0.5, 203.0.113.9'), trusted)).toBe(false);
    expect(mayReadDetails(from('10.0.0.55'), trusted)).toBe(false);
    expect(mayReadDetails(from('127.0.0.1.evil.example'), trusted)).toBe(false);
    expect(mayReadDetails(from(), trusted)).toBe(false);
  });
});

describe('the answer', () => {
  it('to the public: one word, 200 or 503, never stored', async () => {
    for (const [ok, status, word] of [
      [true, 200, 'ok'],
      [false, 503, 'degraded'],
    ] as const) {
      const answer = healthAnswer(report(ok), false);
      expect(answer.status).toBe(status);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await answer.text()).toBe(word);
    }
  });

  it('to loopback and trusted proxies: each system with its latency, same status, never stored', async () => {
    const answer = healthAnswer(report(false), true);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      status: 'degraded',
      uptimeS: 7,
      dependencies: {
        erp: { status: 'down', latencyMs: 1000, failure: 'timeout' },
        database: { status: 'up', latencyMs: 1 },
        redis: { status: 'not configured' },
      },
    });
  });
});
