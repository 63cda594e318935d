// @ts-check
// The hosted payment page's HTML: plain, server-rendered, accessible, no scripts. Everything from an
// order or the shopper is escaped.

/** @param {unknown} s */
export const esc = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

import { cardMessage, euroFormat, textsFor } from './texts.mjs';

/** @param {number} cents @param {import('./texts.mjs').PageLanguage} [language] */
export const formatEuro = (cents, language) => euroFormat(language).format(cents / 100);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;border:1px solid #d4d4d8}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:1.5rem;font-weight:700;margin:.5rem 0}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;box-sizing:border-box;font:inherit;padding:.5rem;border:1px solid #71717a;border-radius:.25rem}
input[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;margin:.25rem 0 0}.row{display:flex;gap:1rem}.row>div{flex:1}
.buttons{display:flex;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.25rem;border:1px solid #18181b;background:#fff;cursor:pointer}
button.primary{background:#18181b;color:#fff}.note{color:#52525b;font-size:.875rem}`;

/** @param {string} title @param {string} body @param {import('./texts.mjs').PageLanguage} [language] */
const layout = (title, body, language = 'en') => {
  const t = textsFor(language);
  return `<!doctype html>
<html lang="${language === 'el' ? 'el' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${esc(t.titleSuffix)}</title><style>${STYLE}</style></head>
<body><main>${body}
<p class="note">${esc(t.sandboxNote)}</p>
</main></body></html>`;
};

/** @param {import('./store.mjs').Order} o */
const summary = (o) =>
  `<p class="amount">${esc(formatEuro(o.amount, o.language))}</p>${o.description ? `<p>${esc(o.description)}</p>` : ''}`;

/**
 * @param {string} name @param {string} label @param {string} value @param {string | undefined} error
 * @param {Record<string, string>} attrs
 */
function field(name, label, value, error, attrs) {
  const extra = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('');
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div><label for="${name}">${esc(label)}</label>
<input id="${name}" name="${name}" value="${esc(value)}"${extra}${described}>
${error ? `<p class="error" id="${name}-error">${esc(error)}</p>` : ''}</div>`;
}

/**
 * The card form; after a refused POST it shows the messages and keeps what was typed, except the
 * card number and the CVC.
 * @param {import('./store.mjs').Order} o @param {string} action
 * @param {{ values?: Partial<import('./cards.mjs').CardForm>, errors?: import('./cards.mjs').CardErrors }} [state]
 */
export function formPage(o, action, { values = {}, errors = {} } = {}) {
  const t = textsFor(o.language);
  /** @param {string | undefined} m */
  const say = (m) => (m === undefined ? undefined : cardMessage(o.language, m));
  const messages = Object.values(errors).map((m) => say(m) ?? '');
  const alert = messages.length
    ? `<div role="alert"><p>${esc(t.correct)}</p><ul>${messages.map((m) => `<li>${esc(m)}</li>`).join('')}</ul></div>`
    : '';
  return layout(
    t.paymentTitle,
    `<h1>${esc(t.payByCard)}</h1>${summary(o)}${alert}
<form method="post" action="${esc(action)}" novalidate>
${field('cardName', t.cardName, values.cardName ?? '', say(errors.cardName), { autocomplete: 'cc-name', required: '' })}
${field('cardNumber', t.cardNumber, '', say(errors.cardNumber), { autocomplete: 'cc-number', inputmode: 'numeric', maxlength: '23', required: '' })}
<div class="row">
${field('expiry', t.expiry, values.expiry ?? '', say(errors.expiry), { autocomplete: 'cc-exp', placeholder: t.expiryPlaceholder, maxlength: '5', required: '' })}
${field('cvc', t.cvc, '', say(errors.cvc), { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: '4', required: '' })}
</div>
<div class="buttons"><button class="primary" type="submit" name="action" value="pay">${esc(t.pay)} ${esc(formatEuro(o.amount, o.language))}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${esc(t.cancel)}</button></div>
</form>`,
    o.language,
  );
}

/** The 3-D Secure challenge stand-in. @param {import('./store.mjs').Order} o @param {string} action */
export const challengePage = (o, action) => {
  const t = textsFor(o.language);
  return layout(
    t.secureTitle,
    `<h1>${esc(t.secureHeading)}</h1>${summary(o)}
<p>${esc(t.secureText)}</p>
<form method="post" action="${esc(action)}"><div class="buttons">
<button class="primary" type="submit" name="decision" value="complete">${esc(t.complete)}</button>
<button type="submit" name="decision" value="fail">${esc(t.fail)}</button></div></form>`,
    o.language,
  );
};

/** The card that never returns: no redirect, ever. @param {import('./store.mjs').Order} o */
export const processingPage = (o) => {
  const t = textsFor(o.language);
  return layout(
    t.processingTitle,
    `<h1>${esc(t.processingHeading)}</h1>${summary(o)}<p role="status">${esc(t.processingText)}</p>`,
    o.language,
  );
};

/** @param {import('./store.mjs').Order} o */
export const finishedPage = (o) => {
  const t = textsFor(o.language);
  return layout(
    t.paymentTitle,
    `<h1>${esc(t.finishedHeading)}</h1>${summary(o)}<p>${esc(t.finishedText)}</p>`,
    o.language,
  );
};

/** No order, so no language is known: English. */
export const notFoundPage = () => {
  const t = textsFor('en');
  return layout(t.notFoundTitle, `<h1>${esc(t.notFoundHeading)}</h1><p>${esc(t.notFoundText)}</p>`);
};
