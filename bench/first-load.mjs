// Bytes a first visit downloads for a route: the HTML and every script and stylesheet it names
// (raw and gzip). Usage: node bench/first-load.mjs http://127.0.0.1:3000 / /men ...
import { gzipSync } from 'node:zlib';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

for (const path of paths.length ? paths : ['/']) {
  const html = await (await fetch(base + path)).text();
  // noModule scripts (legacy polyfills) are never fetched by the browsers that run modules.
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((t) => !/noModule/i.test(t));
  const urls = new Set(
    tags.flatMap((t) =>
      [...t.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
    ),
  );
  const js = [0, 0];
  const css = [0, 0];
  for (const u of urls) {
    const buf = Buffer.from(await (await fetch(base + u)).arrayBuffer());
    const t = u.endsWith('.css') ? css : js;
    t[0] += buf.length;
    t[1] += gzipSync(buf).length;
  }
  const htmlGz = gzipSync(Buffer.from(html)).length;
  console.log(
    JSON.stringify({
      path,
      files: urls.size,
      jsGz: kb(js[1]),
      jsRaw: kb(js[0]),
      cssGz: kb(css[1]),
      htmlGz: kb(htmlGz),
      htmlRaw: kb(html.length),
    }),
  );
}
