import { listingRoute } from '@/app/_listing/listing-route';
import { LISTINGS } from '@/app/_listing/listings';

const route = listingRoute<PageProps<'/collections/new-arrivals'>>(LISTINGS.newArrivals);
export const generateMetadata = route.generateMetadata;
export default route.Page;
