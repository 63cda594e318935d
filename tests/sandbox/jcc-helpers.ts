// Helpers for the sandbox JCC gateway's tests: a gateway on a free port with an in-memory store, its
// REST calls with the sandbox login, the hosted page, and a local server that records callbacks.
import http from 'node:http';
import { startJccSandbox, type JccSandbox, type JccSandboxOptions } from '../../sandbox/jcc/server.mjs';

export const LOGIN = { userName: 'ruck-api', password: 'sandbox-password' };
export const CARDS = {
  success: '5000001111111115',
  decline: '4000000000000002',
  threeDs: '4000000000003220',
  never: '4000000000000119',
};
export const GOOD_CARD = { cardName: 'Ana Georgiou', expiry: '12/30', cvc: '123' };

export interface TestJcc extends JccSandbox {
  /** A REST call (form fields in, JSON out) with the sandbox login unless `fields` brings its own. */
  call(
    method: string,
    fields: Record<string, string>,
    login?: Record<string, string>,
  ): Promise<Record<string, unknown>>;
  /** register.do with defaults for everything but what `fields` changes. */
  register(fields?: Record<string, string>): Promise<{ orderId: string; formUrl: string }>;
  /** POST the hosted card form; answers the status, Location and HTML. */
  pay(
    formUrl: string,
    form: Record<string, string>,
  ): Promise<{ status: number; location: string | null; html: string }>;
}

let orderCounter = 0;
export const nextOrderNumber = () => `T${Date.now().toString(36)}_${++orderCounter}`;

export async function startTestJcc(opts: JccSandboxOptions = {}): Promise<TestJcc> {
  const server = await startJccSandbox({ port: 0, dataDir: ':memory:', ...opts });
  const call: TestJcc['call'] = async (method, fields, login = LOGIN) => {
    const res = await fetch(server.restUrl + method, {
      method: 'POST',
      body: new URLSearchParams({ ...login, ...fields }),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  return {
    ...server,
    call,
    async register(fields = {}) {
      const answer = await call('register.do', {
        amount: '4990',
        currency: '978',
        orderNumber: nextOrderNumber(),
        returnUrl: 'http://127.0.0.1:3000/checkout/return',
        failUrl: 'http://127.0.0.1:3000/checkout/fail',
        description: 'RUCK order',
        ...fields,
      });
      if (answer.errorCode !== '0') throw new Error(`register.do refused: ${JSON.stringify(answer)}`);
      return answer as { orderId: string; formUrl: string };
    },
    async pay(formUrl, form) {
      const res = await fetch(formUrl, {
        method: 'POST',
        body: new URLSearchParams(form),
        redirect: 'manual',
      });
      return { status: res.status, location: res.headers.get('location'), html: await res.text() };
    },
  };
}

export interface ReceivedCallback {
  method: string;
  /** The query's fields and a form body's. */
  params: URLSearchParams;
}

/**
 * A local HTTP server in the merchant's place: it records every callback (by GET or POST) and
 * answers it with `answer` (the shop's own route handler, say), or a plain OK.
 */
export async function startCallbackReceiver(answer?: (request: Request) => Promise<Response>) {
  const received: ReceivedCallback[] = [];
  const waiters: (() => void)[] = [];
  let origin = '';
  async function receive(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const params = new URL(req.url ?? '/', origin).searchParams;
    if (/^application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? ''))
      for (const [k, v] of new URLSearchParams(body)) params.append(k, v);
    const request = new Request(new URL(req.url ?? '/', origin), {
      method,
      headers: req.headers as Record<string, string>,
      body: method === 'POST' ? body : undefined,
    });
    const reply = answer ? await answer(request) : new Response('OK');
    res.writeHead(reply.status).end(await reply.text());
    received.push({ method, params });
    waiters.splice(0).forEach((w) => w());
  }
  const server = http.createServer((req, res) => void receive(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as import('node:net').AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/jcc/callback`,
    received,
    /** Resolves once `n` callbacks have been answered. */
    async waitFor(n: number, ms = 3000) {
      const until = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`only ${received.length} of ${n} callbacks arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
