import 'server-only';
import { escapeXml } from '@/lib/escape-xml';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';

// The frame every HTML mail to a shopper shares: the shop's name on top, a narrow column, inline
// styles (mail clients drop style sheets). `body` is HTML whose values the caller escaped;
// `locale`: the mail's language (its <html lang>), English unless the caller's mail is Greek.

export function htmlMail(title: string, body: string, locale: Locale = 'en'): string {
  const e = escapeXml;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(title)}</title></head>
<body style="margin:0;padding:24px 16px;background:#fff;color:#111;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5">
<div style="max-width:560px;margin:0 auto">
<p style="font-size:20px;font-weight:bold;letter-spacing:2px;margin:0 0 24px">${e(site.name)}</p>
${body}
<p style="margin:24px 0 0;color:#555">${e(site.name)}</p>
</div></body></html>`;
}
