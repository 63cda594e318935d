import { listingRoute } from '@/app/_listing/listing-route';
import { collectionScope } from '@/server/catalogue/listing-scope';

const route = listingRoute<PageProps<'/outlet'>>({
  variant: 'outlet',
  intro: 'Last sizes and past seasons at outlet prices: the deals change often, so check back soon.',
  source: async () => ({
    pathname: '/outlet',
    scope: await collectionScope('outlet'),
    description: 'Outlet deals on clothing and accessories: last sizes and past seasons at reduced prices.',
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
