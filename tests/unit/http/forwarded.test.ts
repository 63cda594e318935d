import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { trustedProxies, vouchForClient, vouchForEveryClient } from '@/server/http/forwarded.mjs';
import { clientIp } from '@/server/http/rate-limit';

function request(peer: string | undefined, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers: { ...headers } } as unknown as IncomingMessage;
}

/** The address the rate limits count, after the server has vouched for the request. */
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

describe('vouchForEveryClient (any HTTP server of the process: next start, the standalone server)', () => {
  // One subscription for the file, as instrumentation.ts makes one per process; nothing trusted.
  vouchForEveryClient(trustedProxies('10.0.0.2'));

  /** What a real server on loopback hands its request handler. */
  async function seenByHandler(headers: Record<string, string>) {
    const server = createServer((req, res) =>
      res.end(
        JSON.stringify({
          counted: clientIp(new Headers(req.headers as Record<string, string>)),
          proto: req.headers['x-forwarded-proto'] ?? null,
        }),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return (await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()) as {
        counted: string;
        proto: string | null;
      };
    } finally {
      server.close();
    }
  }

  it('replaces what an untrusted client says before the handler reads it', async () => {
    expect(await seenByHandler({ 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' })).toEqual({
      counted: '127.0.0.1',
      proto: null,
    });
  });
});
