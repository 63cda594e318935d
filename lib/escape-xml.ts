// The five XML special characters, escaped: sitemaps.org requires it for every URL, and the mails
// put customers' names into HTML.

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
  '"': '&quot;',
};

/** Escape the five XML special characters (sitemaps.org requires it for every URL). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>'"]/g, (ch) => XML_ESCAPES[ch]);
}
