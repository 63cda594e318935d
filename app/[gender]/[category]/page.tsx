import { listingRoute } from '@/app/_listing/listing-route';
import { categoryScope, parseGender } from '@/server/catalogue/listing-scope';

const route = listingRoute<PageProps<'/[gender]/[category]'>>({
  variant: 'products',
  async source(params) {
    const gender = parseGender(params.gender);
    const id = Number(params.category);
    if (!gender || !Number.isInteger(id) || id <= 0) return null;
    const scope = await categoryScope(gender, id);
    if (!scope) return null;
    return {
      pathname: `/${gender}/${id}`,
      scope,
      description: `${scope.title} for ${gender}: clothing at RUCK.`,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
