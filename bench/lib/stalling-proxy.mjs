// A proxy in front of a running shop that sends one page's HTML in two parts with a pause between
// them, as a slow network or a busy phone's parser does: the browser paints the first part before
// the rest arrives. Everything else passes through untouched. Used by bench/partial-paint.mjs and
// tests/e2e/layout-shift.spec.ts.
import { createServer } from 'node:http';

const HOP_BY_HOP = /^(content-encoding|content-length|transfer-encoding)$/;

/**
 * @param {string} base the shop's origin
 * @param {string} path the page whose HTML is split (path and query, as requested)
 * @param {(html: string) => number} splitAt where to split the page's HTML
 * @param {number} pauseMs
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function stallingProxy(base, path, splitAt, pauseMs) {
  async function answer(req, res) {
    const upstream = await fetch(new URL(req.url ?? '/', base), {
      headers: { cookie: req.headers.cookie ?? '', accept: req.headers.accept ?? '*/*' },
    });
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !HOP_BY_HOP.test(name)));
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, headers);
    if (req.url !== path) return res.end(body);
    const html = body.toString('utf8');
    const at = splitAt(html);
    res.write(html.slice(0, at));
    setTimeout(() => res.end(html.slice(at)), pauseMs);
  }
  const server = createServer((req, res) => {
    answer(req, res).catch((error) => res.destroy(error));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}${path}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
