// @ts-check
// The sandbox mail catcher: a real SMTP server on 127.0.0.1 that keeps every message it is given
// (nothing is delivered anywhere) and a small web page and JSON API to read them.
//   node sandbox/mail/server.mjs   (SANDBOX_MAIL_PORT = SMTP, SANDBOX_MAIL_WEB_PORT = web, SANDBOX_DATA_DIR)
//   GET /                    the messages, newest first (HTML)
//   GET /messages/:id        one message (HTML); /messages/:id.json the same as JSON
//   GET /messages?to=a@b.cy  newest first (JSON), optionally only those sent to one address
//   DELETE /messages         forget them all
//   GET /__sandbox/health    200 when up
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { listPage, messagePage } from './html.mjs';
import { openMailStore, resolveDataDir } from './store.mjs';

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // Nothing on these pages runs or loads: links only.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

/** @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} a */
const addressText = (a) =>
  a === undefined ? '' : Array.isArray(a) ? a.map((x) => x.text).join(', ') : a.text;

/**
 * The List-* header lines of a parsed mail by lower-case name, unfolded, as sent.
 * @param {{ key: string, line: string }[]} lines
 */
const listHeaders = (lines) =>
  Object.fromEntries(
    lines
      .filter((h) => h.key.startsWith('list-'))
      .map((h) => [
        h.key,
        h.line
          .slice(h.line.indexOf(':') + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim(),
      ]),
  );

/** @param {import('./store.mjs').MailStore} store */
function createSmtp(store) {
  return new SMTPServer({
    // Plain SMTP on the loopback: no STARTTLS (its self-signed certificate would be refused) and no AUTH.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    banner: 'sandbox mail catcher',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (/** @type {any} */ (stream).sizeExceeded) {
            const err = Object.assign(new Error('Message too large'), { responseCode: 552 });
            return callback(err);
          }
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          store.add({
            envelopeFrom,
            recipients: session.envelope.rcptTo.map((r) => r.address),
            from: addressText(mail.from),
            to: addressText(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            listHeaders: listHeaders(mail.headerLines),
          });
          callback();
        })
        .catch((/** @type {Error} */ err) => callback(err));
    },
  });
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
const json = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
};

/** @param {import('./store.mjs').MailStore} store @returns {http.RequestListener} */
function createWeb(store) {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const one = /^\/messages\/(\d+)(\.json)?$/.exec(url.pathname);
    if (req.method === 'GET' && url.pathname === '/__sandbox/health') return json(res, 200, { ok: true });
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, HTML_HEADERS);
      return res.end(listPage(store.list()));
    }
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to') ?? undefined;
      return json(res, 200, store.list({ to, limit: Number(url.searchParams.get('limit')) || undefined }));
    }
    if (req.method === 'DELETE' && url.pathname === '/messages') {
      store.clear();
      return json(res, 200, { ok: true });
    }
    if (req.method === 'GET' && one) {
      const mail = store.get(Number(one[1]));
      if (!mail) return json(res, 404, { error: 'No such message' });
      if (one[2]) return json(res, 200, mail);
      res.writeHead(200, HTML_HEADERS);
      return res.end(messagePage(mail));
    }
    json(res, 404, { error: 'Not found' });
  };
}

/** @param {{ listen: Function, once: Function }} server @param {number} port @param {string} host */
const listen = (server, port, host) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });

/**
 * Starts the SMTP server and the web page. Port 0 picks a free one.
 * @param {{ smtpPort?: number, webPort?: number, host?: string, dataDir?: string }} [opts]
 */
export async function startMailCatcher(opts = {}) {
  const env = process.env;
  const host = opts.host ?? '127.0.0.1';
  const store = openMailStore(resolveDataDir(opts.dataDir));
  const smtp = createSmtp(store);
  smtp.on('error', (err) => console.error('sandbox mail: SMTP error:', err.message));
  const web = http.createServer({ requestTimeout: 30_000 }, createWeb(store));
  try {
    await listen(smtp, opts.smtpPort ?? Number(env.SANDBOX_MAIL_PORT || 4125), host);
    await listen(web, opts.webPort ?? Number(env.SANDBOX_MAIL_WEB_PORT || 4126), host);
  } catch (err) {
    smtp.close(() => {});
    web.close();
    store.close();
    throw err;
  }
  const smtpPort = /** @type {import('node:net').AddressInfo} */ (smtp.server.address()).port;
  const webPort = /** @type {import('node:net').AddressInfo} */ (web.address()).port;
  /** @type {Promise<void> | undefined} */
  let closing;
  return {
    host,
    smtpPort,
    webPort,
    url: `http://${host}:${webPort}`,
    close: () =>
      (closing ??= new Promise((resolve) => {
        web.closeAllConnections();
        web.close(() => smtp.close(() => (store.close(), resolve(undefined))));
      })),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const catcher = await startMailCatcher();
  console.log(`sandbox mail: SMTP on ${catcher.host}:${catcher.smtpPort}, messages at ${catcher.url}`);
  const stop = () => catcher.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
