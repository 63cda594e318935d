import { listingRoute } from '@/app/_listing/listing-route';
import { LISTINGS } from '@/app/_listing/listings';

const route = listingRoute<PageProps<'/collections/bestsellers'>>(LISTINGS.bestsellers);
export const generateMetadata = route.generateMetadata;
export default route.Page;
