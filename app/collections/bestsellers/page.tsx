import { listingRoute } from '@/app/_listing/listing-route';
import { collectionScope } from '@/server/catalogue/listing-scope';

const route = listingRoute<PageProps<'/collections/bestsellers'>>({
  variant: 'bestsellers',
  intro: 'Discover our most popular styles',
  source: async () => ({
    pathname: '/collections/bestsellers',
    scope: await collectionScope('bestsellers'),
    description: 'Our best-selling clothing and accessories for men, women and kids.',
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
