import { listingRoute } from '@/app/_listing/listing-route';
import { LISTINGS } from '@/app/_listing/listings';

const route = listingRoute<PageProps<'/products'>>(LISTINGS.products);
export const generateMetadata = route.generateMetadata;
export default route.Page;
