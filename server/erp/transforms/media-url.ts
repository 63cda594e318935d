import 'server-only';

// ERP images are proxied by the shop's media route, so the ERP's address never reaches the
// browser; this builds the shop-relative URL that route answers.

/** `/media/{file}/{record}/{attach}`, each segment URL-encoded (attachment names hold spaces). */
export function mediaUrl(file: string, record: number, attach: string): string {
  return `/media/${encodeURIComponent(file)}/${record}/${encodeURIComponent(attach)}`;
}
