// @ts-check
// The mail catcher's pages: every value from a mail is escaped; URLs in the text become links.
/** @typedef {import('./store.mjs').StoredMail} StoredMail */

/** @param {string} s */
export const escapeHtml = (s) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Escaped text with http(s) URLs as links that open in a new tab. @param {string} text */
export function linkify(text) {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g)) {
    const url = m[0];
    out +=
      escapeHtml(text.slice(last, m.index)) +
      `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(url)}</a>`;
    last = (m.index ?? 0) + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

/** @param {string} title @param {string} body */
const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#111}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd;vertical-align:top}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:1rem}dt{font-weight:600}dd{margin:0 0 .4rem}
</style></head><body>${body}</body></html>`;

/** @param {StoredMail[]} mails */
export function listPage(mails) {
  const rows = mails
    .map(
      (m) => `<tr><td>${escapeHtml(m.receivedAt.replace('T', ' ').slice(0, 19))}</td>
<td>${escapeHtml(m.recipients.join(', '))}</td>
<td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td><td>${escapeHtml(m.from)}</td></tr>`,
    )
    .join('\n');
  return page(
    'Sandbox mail',
    `<h1>Sandbox mail</h1><p>Mail the shop sent to the local catcher, newest first. JSON: <a href="/messages">/messages</a>, <code>/messages?to=address</code>.</p>
${mails.length ? `<table><thead><tr><th>Received (UTC)</th><th>To</th><th>Subject</th><th>From</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>'}`,
  );
}

/** @param {StoredMail} m */
export function messagePage(m) {
  return page(
    m.subject || '(no subject)',
    `<p><a href="/">← All mail</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to)}</dd>
<dt>Envelope</dt><dd>${escapeHtml(m.envelopeFrom)} → ${escapeHtml(m.recipients.join(', '))}</dd>
<dt>Received (UTC)</dt><dd>${escapeHtml(m.receivedAt)}</dd></dl>
<pre>${linkify(m.text)}</pre>`,
  );
}
