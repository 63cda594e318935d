import { listingRoute } from '@/app/_listing/listing-route';
import { brandScope } from '@/server/catalogue/listing-scope';

const route = listingRoute<PageProps<'/brands/[brandId]'>>({
  variant: 'products',
  async source(params) {
    const id = Number(params.brandId);
    if (!Number.isInteger(id) || id <= 0) return null;
    const scope = await brandScope(id);
    if (!scope) return null;
    // The spec passes the brand as query `brand` too; the path already says it.
    return {
      pathname: `/brands/${id}`,
      scope,
      description: `${scope.title}: clothing and accessories at RUCK.`,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
