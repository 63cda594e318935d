import { ListingSkeleton } from '@/components/listing/listing-view';

export default function Loading() {
  return <ListingSkeleton variant="outlet" />;
}
