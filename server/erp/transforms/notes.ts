import 'server-only';
import type { ProductNotes } from '@/lib/types';

// Spec rule: an item's notes text has sections headed 'Product Details:', 'Size & Fit:' and
// 'Composition & Care:'. Text before any heading is the details (older items have no headings).

const HEADINGS: Record<string, keyof ProductNotes> = {
  'product details:': 'details',
  'size & fit:': 'sizeFit',
  'composition & care:': 'compositionCare',
};
const HEADING = /(Product Details:|Size & Fit:|Composition & Care:)/i;

export function parseProductNotes(notes: string | null | undefined): ProductNotes {
  const sections: ProductNotes = { details: '', sizeFit: '', compositionCare: '' };
  let current: keyof ProductNotes = 'details';
  for (const part of (notes ?? '').replace(/\r\n?/g, '\n').split(HEADING)) {
    const heading = HEADINGS[part.toLowerCase()];
    if (heading) current = heading;
    else sections[current] = [sections[current], part.trim()].filter(Boolean).join('\n');
  }
  return sections;
}
