import { listingRoute } from '@/app/_listing/listing-route';
import { LISTINGS } from '@/app/_listing/listings';

const route = listingRoute<PageProps<'/[gender]/category/[categoryId]'>>(LISTINGS.categoryLanding);
export const generateMetadata = route.generateMetadata;
export default route.Page;
