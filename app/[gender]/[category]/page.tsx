import { listingRoute } from '@/app/_listing/listing-route';
import { LISTINGS } from '@/app/_listing/listings';

const route = listingRoute<PageProps<'/[gender]/[category]'>>(LISTINGS.category);
export const generateMetadata = route.generateMetadata;
export default route.Page;
