import { listingRoute } from '@/app/_listing/listing-route';
import { productsScope } from '@/server/catalogue/listing-scope';

const route = listingRoute<PageProps<'/products'>>({
  variant: 'products',
  async source(_, query) {
    const scope = await productsScope({
      type: query.get('type') ?? undefined,
      gender: query.get('gender') ?? undefined,
      brand: query.get('brand') ?? undefined,
      search: query.get('search')?.trim() || undefined,
    });
    return { pathname: '/products', scope, description: `${scope.title}: clothing and accessories at RUCK.` };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
