import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { logFor } from '@/server/log/logger';
import { emailHash, pageRequest, securityEvent } from '@/server/http/security-event';
import { captureLog } from '@/tests/helpers/captured-log';

const log = captureLog();

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.7', ...headers } });

describe('the shop logger', () => {
  it('writes one JSON object a line, with its area, level name and ISO time', () => {
    logFor('erp').warn({ kind: 'timeout' }, 'ERP call failed');
    const lines = log.text().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 'warn',
      area: 'erp',
      kind: 'timeout',
      msg: 'ERP call failed',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('redacts secret fields at the top and one level down', () => {
    logFor('test').error(
      {
        password: 'hunter22-secret',
        token: 'tok-123',
        body: { newPassword: 'np-456', cookie: 'session=abc', email: 'ana@example.com' },
        req: { headers: { authorization: 'Bearer xyz' } },
      },
      'oops',
    );
    const text = log.text();
    for (const secret of [
      'hunter22-secret',
      'tok-123',
      'np-456',
      'session=abc',
      'ana@example.com',
      'Bearer xyz',
    ])
      expect(text).not.toContain(secret);
    expect(log.lines()[0]).toMatchObject({ password: '[redacted]', body: { cookie: '[redacted]' } });
  });

  it('a captured destination of plain pino sees the same shape (no transport, no worker)', () => {
    const out: string[] = [];
    const own = pino({ base: undefined }, { write: (line: string) => void out.push(line) });
    own.info({ a: 1 }, 'hello');
    expect(JSON.parse(out[0])).toMatchObject({ a: 1, msg: 'hello' });
  });
});

describe('securityEvent', () => {
  it('logs who, the client address, the route without its query, and the outcome', () => {
    securityEvent({
      event: 'sign_in',
      outcome: 'failure',
      request: request('http://shop.test/api/auth/login?token=abc123'),
      email: 'Ana@Example.com',
    });
    const line = log.find({ event: 'sign_in' });
    expect(line).toMatchObject({
      level: 'warn',
      area: 'security',
      security: true,
      outcome: 'failure',
      ip: '203.0.113.7',
      route: '/api/auth/login',
      method: 'POST',
      emailHash: expect.stringMatching(/^h:[0-9a-f]{16}$/),
    });
    expect(log.text()).not.toContain('abc123');
    expect(log.text().toLowerCase()).not.toContain('ana@example.com');
  });

  it('is info for a success and names the user id', () => {
    securityEvent({
      event: 'password_changed',
      outcome: 'success',
      request: request('http://shop.test/api/auth/password'),
      userId: 42,
    });
    expect(log.find({ event: 'password_changed' })).toMatchObject({ level: 'info', user: 42 });
    expect(log.find({ event: 'password_changed' })).not.toHaveProperty('emailHash');
  });

  it("takes a page's headers and path", () => {
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.2' });
    securityEvent({
      event: 'foreign_record',
      outcome: 'refused',
      request: pageRequest(headers, '/account'),
      userId: 7,
      reason: 'order',
    });
    expect(log.find({ event: 'foreign_record' })).toMatchObject({
      ip: '198.51.100.2',
      route: '/account',
      method: 'GET',
      reason: 'order',
    });
  });
});

describe('emailHash', () => {
  const key = Buffer.from('k'.repeat(32));
  it('is stable for one key, whatever the case and spaces', () => {
    expect(emailHash('ana@example.com', key)).toBe(emailHash(' ANA@example.com ', key));
  });
  it('differs between addresses and between keys', () => {
    expect(emailHash('ana@example.com', key)).not.toBe(emailHash('bob@example.com', key));
    expect(emailHash('ana@example.com', key)).not.toBe(
      emailHash('ana@example.com', Buffer.from('x'.repeat(32))),
    );
  });
  it('uses the same key for every call in a process', () => {
    expect(emailHash('ana@example.com')).toBe(emailHash('ana@example.com'));
  });
});
