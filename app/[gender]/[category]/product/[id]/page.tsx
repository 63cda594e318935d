// The same page as /product/{id}; its canonical URL is the product's own link.
export { default, generateMetadata } from '@/app/product/[id]/page';
