import 'server-only';
import type { CarouselSlide } from '@/lib/types';
import type { CarouselRow } from '@/server/erp/schemas';
import { mediaUrl } from '@/server/erp/transforms/media-url';

// Spec rule: a slide's subtitle and cta are parsed from the notes text ("subtitle: …" and
// "cta: …" lines); its link comes from the second notes field.

export function parseCarouselNotes(notes: string | null | undefined): { subtitle: string; cta: string } {
  const fields = { subtitle: '', cta: '' };
  for (const line of (notes ?? '').split(/\r?\n/)) {
    const match = /^\s*(subtitle|cta)\s*:(.*)$/i.exec(line);
    if (match) fields[match[1].toLowerCase() as keyof typeof fields] = match[2].trim();
  }
  return fields;
}

/**
 * The link is ERP-entered text that becomes an href: only a path inside the shop is kept.
 * '//host' and '/\host' start with '/' but browsers read them as another site, so they go too.
 */
export function carouselLink(notes2: string | null | undefined): string {
  const link = notes2?.trim() ?? '';
  return /^\/(?![/\\])\S*$/.test(link) ? link : '/';
}

/** A carousel record and the file name of its image → a slide. */
export function toCarouselSlide(row: CarouselRow, attachmentFile: string): CarouselSlide {
  return {
    id: row.$$position,
    image: mediaUrl('carousel', row.$$position, attachmentFile),
    title: row.name?.trim() ?? '',
    ...parseCarouselNotes(row['*notes']),
    link: carouselLink(row['*notes2']),
  };
}
