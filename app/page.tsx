import { ProductSection } from '@/components/home/product-section';
import { getCollection } from '@/server/catalogue/reads';

const HOME_GRID_SIZE = 8;

export default async function HomePage() {
  const [bestsellers, newArrivals] = await Promise.all([
    getCollection('bestsellers', HOME_GRID_SIZE),
    getCollection('new-arrivals', HOME_GRID_SIZE),
  ]);
  return (
    <>
      <h1 className="sr-only">RUCK: clothing and accessories in Cyprus</h1>
      <ProductSection
        id="bestsellers"
        title="BESTSELLERS"
        products={bestsellers}
        priorityCount={4}
        viewAll={{ href: '/collections/bestsellers', label: 'VIEW ALL BESTSELLERS' }}
        emptyText="No bestsellers found"
      />
      <ProductSection
        id="new-arrivals"
        title="NEW ARRIVALS"
        products={newArrivals}
        showNewBadge
        viewAll={{ href: '/collections/new-arrivals', label: 'VIEW ALL NEW ARRIVALS' }}
        emptyText="No new arrivals available at the moment."
      />
    </>
  );
}
