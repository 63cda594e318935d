import { describe, it, expect } from 'vitest';
import type { ItemRow } from '@/server/erp/schemas';
import { buildColourIndex } from '@/server/erp/transforms/colour';
import { toProduct } from '@/server/erp/transforms/product';

const colours = buildColourIndex([
  { $$position: 2, code: 'BLK', name: 'BLACK', webname: 'Black', hex: '#1f1f1f' },
  { $$position: 7, code: 'IND', name: 'INDIGO', webname: 'Indigo', hex: '#3f4a7a' },
]);

const contractRow: ItemRow = {
  $$position: 5001,
  $$record: 5001,
  code: 'M10023',
  partno: 'M10023-SS25',
  name: 'Slim Stretch Jeans',
  collection: 'SS25',
  brand: "LEVI'S",
  $brand: 3,
  category: 'Slim UOMO',
  $category: 1012,
  type: 'UOMO',
  $type: 1,
  price: '59,90',
  webprice: '41,93',
  discount: 30,
  sizes: 'Small\tMedium\tLarge',
  _colors: 'BLACK|INDIGO',
  secondary: 'Featured|BestSeller',
  '*notes': 'Product Details: Slim jeans\nSize & Fit: Slim\nComposition & Care: Cotton',
  '**image_names': 'M10023_BLK_1.jpg|M10023_BLK_2.jpg|M10023_sizechart.pdf|M10023_IND_1.jpg',
  barcode: ' 5200000050011 ',
  '*warnings': 'Warning: contains cords.\r\n\r\nKeep away from fire.',
  date: '12/03/2025',
  bookmark: 'slim-stretch-jeans-m10023',
};

describe('item row → Product', () => {
  it('maps the contract example', () => {
    expect(toProduct(contractRow, colours)).toEqual({
      id: 5001,
      code: 'M10023',
      partno: 'M10023-SS25',
      name: 'Slim Stretch Jeans',
      collection: 'SS25',
      brand: { id: 3, name: "LEVI'S" },
      category: { id: 1012, name: 'Slim' },
      typeId: 1,
      gender: 'men',
      kids: false,
      priceCents: 5990,
      salePriceCents: 4193,
      hasSale: true,
      discountPercentage: 30,
      colours: [
        { id: 2, code: 'BLK', name: 'BLACK', label: 'Black', hex: '#1f1f1f' },
        { id: 7, code: 'IND', name: 'INDIGO', label: 'Indigo', hex: '#3f4a7a' },
      ],
      sizes: ['S', 'M', 'L'],
      images: [
        { url: '/media/item/5001/M10023_BLK_1.jpg', colour: 'BLK', index: 1 },
        { url: '/media/item/5001/M10023_BLK_2.jpg', colour: 'BLK', index: 2 },
        { url: '/media/item/5001/M10023_IND_1.jpg', colour: 'IND', index: 1 },
      ],
      flags: { featured: true, clearance: false, bestSeller: true, newArrival: false },
      notes: { details: 'Slim jeans', sizeFit: 'Slim', compositionCare: 'Cotton' },
      barcode: '5200000050011',
      warnings: ['Warning: contains cords.', 'Keep away from fire.'],
      createdOn: '2025-03-12',
      bookmark: 'slim-stretch-jeans-m10023',
    });
  });

  it('reads the other price forms and the sale rule without a web price', () => {
    const product = toProduct({ ...contractRow, price: { $price: '€59,90' }, webprice: '0,00' }, colours);
    expect(product).toMatchObject({ priceCents: 5990, salePriceCents: 5990, hasSale: true });
    expect(toProduct({ ...contractRow, price: 59.9, discount: '0' }, colours)).toMatchObject({
      priceCents: 5990,
      salePriceCents: 5990,
      hasSale: false,
      discountPercentage: 0,
    });
  });

  it('survives a sparse row: no links, no gender, no sizes, no images, newline-joined names', () => {
    const product = toProduct(
      {
        $$position: 9,
        code: 'K1',
        name: 'Kids Tee',
        type: null,
        category: 'T-SHIRTS girls',
        $category: 201,
        $brand: null,
        sizes: [],
        _colors: 'BLACK\r\nPINK',
        '**image_names': 'K1_PNK.png\nK1_PNK_2.WEBP',
        date: 'soon',
      },
      colours,
    );
    expect(product).toMatchObject({
      partno: '',
      collection: '',
      brand: null,
      category: { id: 201, name: 'T-SHIRTS' },
      typeId: null,
      gender: 'women',
      kids: true,
      priceCents: 0,
      hasSale: false,
      sizes: [],
      createdOn: null,
      bookmark: '',
    });
    expect(product.colours.map((c) => c.name)).toEqual(['BLACK', 'PINK']);
    expect(product.images.map((i) => [i.colour, i.index])).toEqual([
      ['PNK', 0],
      ['PNK', 2],
    ]);
  });

  it('reads the misspelt type UOMMO as men', () => {
    expect(toProduct({ ...contractRow, type: 'UOMMO' }, colours).gender).toBe('men');
  });
});
