import { listingRoute } from '@/app/_listing/listing-route';
import { LISTINGS } from '@/app/_listing/listings';

const route = listingRoute<PageProps<'/outlet'>>(LISTINGS.outlet);
export const generateMetadata = route.generateMetadata;
export default route.Page;
