import { PopularView } from '@/app/_suggest/suggestion-views';
import { ProductNotFound } from '@/components/product/product-not-found';

export default function NotFound() {
  return (
    <>
      <ProductNotFound />
      <PopularView />
    </>
  );
}
