import { listingRoute } from '@/app/_listing/listing-route';
import { collectionScope } from '@/server/catalogue/listing-scope';

const route = listingRoute<PageProps<'/collections/new-arrivals'>>({
  variant: 'new-arrivals',
  intro: 'The latest styles, just in.',
  source: async () => ({
    pathname: '/collections/new-arrivals',
    scope: await collectionScope('new-arrivals'),
    description: 'New arrivals: the latest clothing and accessories in store.',
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
