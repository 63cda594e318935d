import 'server-only';
import type { ProductFlags } from '@/lib/types';

// The item's `secondary` field holds its collection flags, '|'-joined ('Featured|BestSeller').

const FLAG_OF_TOKEN: Record<string, keyof ProductFlags> = {
  featured: 'featured',
  clearance: 'clearance',
  bestseller: 'bestSeller',
  newarrival: 'newArrival',
};

export function parseFlags(secondary: string | null | undefined): ProductFlags {
  const flags: ProductFlags = { featured: false, clearance: false, bestSeller: false, newArrival: false };
  for (const token of (secondary ?? '').split('|')) {
    const flag = FLAG_OF_TOKEN[token.trim().toLowerCase()];
    if (flag) flags[flag] = true;
  }
  return flags;
}
