import { CategoryLandingSpinner } from '@/components/collection/category-landing';

export default function Loading() {
  return <CategoryLandingSpinner />;
}
