import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { trustedProxies, vouchForClient } from '../../host/forwarded.mjs';
import { clientIp } from '@/server/http/rate-limit';

function request(peer: string | undefined, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers: { ...headers } } as unknown as IncomingMessage;
}

/** The address the rate limits count, after host/server.mjs has vouched for the request. */
function counted(req: IncomingMessage): string {
  return clientIp(new Headers(req.headers as Record<string, string>));
}

describe('vouchForClient (who the rate limits count)', () => {
  it('a client cannot name its own address when nothing trusted is in front', () => {
    const req = request('203.0.113.7', { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2' });
    vouchForClient(req, trustedProxies(undefined));
    expect(counted(req)).toBe('203.0.113.7');
    expect(req.headers['x-real-ip']).toBeUndefined();
  });

  it("a trusted proxy's appended address is the client's, whatever the client put before it", () => {
    const req = request('::ffff:127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' });
    vouchForClient(req, trustedProxies(' 127.0.0.1 , 10.0.0.2'));
    expect(counted(req)).toBe('203.0.113.7');
  });

  it('a peer that is not in the list is not trusted, even on loopback', () => {
    const req = request('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' });
    vouchForClient(req, trustedProxies('10.0.0.2'));
    expect(counted(req)).toBe('127.0.0.1');
  });

  it('a client that is not a trusted proxy cannot name the scheme, host or port it came by', () => {
    const req = request('203.0.113.7', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-port': '443',
      forwarded: 'for=1.2.3.4;proto=https;host=evil.example',
    });
    vouchForClient(req, trustedProxies('127.0.0.1'));
    for (const name of ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded'])
      expect(req.headers[name], name).toBeUndefined();
  });

  it('a trusted proxy says which scheme and host the client used', () => {
    const req = request('127.0.0.1', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'ruck.cy' });
    vouchForClient(req, trustedProxies('127.0.0.1'));
    expect(req.headers['x-forwarded-proto']).toBe('https');
    expect(req.headers['x-forwarded-host']).toBe('ruck.cy');
  });
});
