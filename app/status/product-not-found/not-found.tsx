import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

// The title of the page beside it: rendered with a 404, its metadata is read from this file.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('product'))('notFoundTitle') };
}

export { default } from '@/app/product/[id]/not-found';
