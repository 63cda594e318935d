// The title of the page beside it: rendered with a 404, its metadata is read from this file.
export { default, generateMetadata } from '@/app/not-found';
