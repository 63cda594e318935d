// Spec: with empty input the overlay shows suggested searches and popular categories. A
// suggestion searches for its synonym-map term (spec keys), spelled as a shopper would type it.

export interface SuggestedSearch {
  label: string;
  term: string;
}

export const SUGGESTED_SEARCHES: readonly SuggestedSearch[] = [
  { label: 'T-Shirts', term: 't-shirt' },
  { label: 'Dresses', term: 'dress' },
  { label: 'Denim Trousers', term: 'denim' },
  { label: 'Jackets', term: 'jacket' },
  { label: 'Shirts', term: 'shirt' },
  { label: 'Sweaters', term: 'sweater' },
  { label: 'Jeans', term: 'jeans' },
  { label: 'Accessories', term: 'accessory' },
];

export const POPULAR_CATEGORIES: readonly { label: string; href: string }[] = [
  { label: "Men's Collection", href: '/men' },
  { label: "Women's Collection", href: '/women' },
  { label: 'Best Sellers', href: '/collections/bestsellers' },
  { label: 'New Arrivals', href: '/collections/new-arrivals' },
];

/** The results page of a term: the engine's full list (spec: 'View all products'). */
export const searchPageHref = (term: string) => `/products?search=${encodeURIComponent(term)}`;
