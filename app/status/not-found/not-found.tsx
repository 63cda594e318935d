import type { Metadata } from 'next';

// The title of the page beside it: rendered with a 404, its metadata is read from this file.
export const metadata: Metadata = { title: 'Page not found' };

export { default } from '@/app/not-found';
