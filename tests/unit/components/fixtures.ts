import { MESSAGES } from '@/messages';
// Small domain fixtures for the component tests.
import type { Brand, CategoryGroup, Product } from '@/lib/types';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 501,
    code: 'M-501',
    partno: 'P501',
    name: 'Oxford Shirt',
    collection: 'SS25',
    brand: { id: 3, name: 'Northline' },
    category: { id: 102, name: 'SHIRTS' },
    typeId: 1,
    gender: 'men',
    kids: false,
    priceCents: 5990,
    salePriceCents: 5990,
    hasSale: false,
    discountPercentage: 0,
    colours: [
      { id: 1, code: 'BLK', name: 'BLACK', label: 'Black', hex: '#000000' },
      { id: 2, code: 'NVY', name: 'NAVY', label: 'Navy', hex: '#1f2a44' },
    ],
    sizes: ['S', 'M', 'L'],
    images: [
      { url: '/media/items/M-501_BLK_1.jpg', colour: 'BLK', index: 1 },
      { url: '/media/items/M-501_BLK_2.jpg', colour: 'BLK', index: 2 },
    ],
    flags: { featured: false, clearance: false, bestSeller: false, newArrival: false },
    notes: { details: '', sizeFit: '', compositionCare: '' },
    barcode: '',
    warnings: [],
    createdOn: null,
    bookmark: 'oxford-shirt',
    ...overrides,
  };
}

const subs = (parentId: number, gender: 'men' | 'women', names: string[]) =>
  names.map((name, i) => ({
    id: parentId * 10 + i,
    name,
    parentId,
    gender,
    link: `/${gender}/${parentId * 10 + i}`,
  }));

export const menGroups: CategoryGroup[] = [
  {
    type: { id: 1, name: 'UOMO', label: 'CLOTHING', gender: 'men', images: [] },
    categories: [
      {
        id: 101,
        name: 'T-SHIRTS',
        typeId: 1,
        gender: 'men',
        bookmark: 't-shirts',
        subcategories: subs(101, 'men', ['Crew Neck', 'Polo']),
      },
      {
        id: 102,
        name: 'SHIRTS',
        typeId: 1,
        gender: 'men',
        bookmark: 'shirts',
        subcategories: subs(102, 'men', ['Oxford']),
      },
    ],
  },
  {
    type: { id: 3, name: 'ACC UOMO', label: 'ACCESSORIES', gender: 'men', images: [] },
    categories: [{ id: 120, name: 'BAGS', typeId: 3, gender: 'men', bookmark: 'bags', subcategories: [] }],
  },
];

export const womenGroups: CategoryGroup[] = [
  {
    type: { id: 2, name: 'DONNA', label: 'CLOTHING', gender: 'women', images: [] },
    categories: [
      {
        id: 201,
        name: 'DRESSES',
        typeId: 2,
        gender: 'women',
        bookmark: 'dresses',
        subcategories: subs(201, 'women', ['Midi']),
      },
    ],
  },
];

export const brands: Brand[] = [
  { id: 1, name: 'Northline', bookmark: 'northline' },
  { id: 2, name: 'Harbour & Co', bookmark: 'harbour-co' },
];

/** The cards' English words, as a page hands them down (messages/en/catalogue.json `card`). */
export const CARD_TEXTS = MESSAGES.en.catalogue.card;
