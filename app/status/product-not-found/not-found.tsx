import type { Metadata } from 'next';

// The title of the page beside it: rendered with a 404, its metadata is read from this file.
export const metadata: Metadata = { title: 'Product Not Found' };

export { default } from '@/app/product/[id]/not-found';
