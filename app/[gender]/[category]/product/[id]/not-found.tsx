export { default } from '@/app/product/[id]/not-found';
