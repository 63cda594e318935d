// What a first visit to a route really downloads in Chromium (390×844, as a phone): every script
// and stylesheet response until the network is idle (chunks the runtime loads itself included) and
// the document, each counted gzip-compressed. Shared by bench/js-loaded.mjs and bench/report.mjs.
import { gzipSync } from 'node:zlib';
import { prepareVisit } from './visit.mjs';

const KINDS = { script: 'js', stylesheet: 'css', document: 'html' };

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base origin, e.g. http://127.0.0.1:3000
 * @param {string} path
 * @param {{ login?: string, cart?: string }} [state] see prepareVisit
 * @returns {Promise<{ path: string, scripts: number, jsGz: number, cssGz: number, htmlGz: number, html: string }>}
 */
export async function loadedBytes(browser, base, path, state = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (state.login || state.cart) {
    // A same-origin page with no scripts of its own to sign in from and to write the bag into.
    const setup = await context.newPage();
    await setup.goto(`${base}/robots.txt`);
    await prepareVisit(setup, state);
    await setup.close();
  }
  const page = await context.newPage();
  /** @type {Promise<{ kind: string, body: Buffer }>[]} */
  const bodies = [];
  page.on('response', (res) => {
    const kind = KINDS[res.request().resourceType()];
    if (kind && (kind !== 'html' || res.request().frame() === page.mainFrame()))
      bodies.push(
        res.body().then(
          (body) => ({ kind, body }),
          () => ({ kind, body: Buffer.alloc(0) }),
        ),
      );
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const all = await Promise.all(bodies);
  await context.close();
  const gz = (kind) => all.filter((b) => b.kind === kind).reduce((n, b) => n + gzipSync(b.body).length, 0);
  // The last document is the page itself (a redirect's own body is empty).
  const html =
    all
      .filter((b) => b.kind === 'html')
      .at(-1)
      ?.body.toString('utf8') ?? '';
  return {
    path,
    scripts: all.filter((b) => b.kind === 'js').length,
    jsGz: gz('js'),
    cssGz: gz('css'),
    htmlGz: gzipSync(html).length,
    html,
  };
}
