import { describe, expect, it } from 'vitest';
import {
  bestsellerQuickChoice,
  cartInput,
  firstAvailableSize,
  imagesOf,
  initialColour,
  optionsProblem,
  productOptions,
} from '@/lib/product-options';
import { makeProduct } from '../components/fixtures';

const product = makeProduct({
  images: [
    { url: '/m/NVY_2.jpg', colour: 'NVY', index: 2 },
    { url: '/m/BLK_1.jpg', colour: 'BLK', index: 1 },
    { url: '/m/NVY_1.jpg', colour: 'NVY', index: 1 },
  ],
});
const [black, navy] = product.colours;

describe('product options', () => {
  it('group the images per colour in file-number order', () => {
    const options = productOptions(product, null);
    expect(options.imagesByColour).toEqual({ BLK: ['/m/BLK_1.jpg'], NVY: ['/m/NVY_1.jpg', '/m/NVY_2.jpg'] });
    expect(options.href).toBe('/men/102/product/501');
    expect(imagesOf(options, 'nvy')[0]).toBe('/m/NVY_1.jpg');
    // A colour without images shows the first colour that has some.
    expect(imagesOf(options, 'RED')).toEqual(['/m/BLK_1.jpg']);
  });

  it('preselect the linked colour, else the first', () => {
    expect(initialColour(product.colours, 'nvy')).toBe(navy);
    expect(initialColour(product.colours, 'PINK')).toBe(black);
    expect(initialColour([], undefined)).toBeNull();
  });

  it('the dialog starts on the first size in stock for the colour', () => {
    const options = productOptions(product, { BLACK: { S: 0, M: -2, L: 4 }, NAVY: { S: 1 } });
    expect(firstAvailableSize(options, black)).toBe('L');
    expect(firstAvailableSize(options, navy)).toBe('S');
    expect(firstAvailableSize(productOptions(product, { BLACK: { S: 0, M: 0, L: 0 } }), black)).toBeNull();
    // Unknown stock leaves every size choosable.
    expect(firstAvailableSize(productOptions(product, null), black)).toBe('S');
  });

  it('ask for a size, then a colour, when there is more than one and none is chosen', () => {
    const options = productOptions(product, null);
    expect(optionsProblem(options, { size: null, colour: black })).toEqual({
      title: 'Size Required',
      message: 'Please select a size before adding to cart.',
    });
    expect(optionsProblem(options, { size: 'M', colour: null })).toEqual({
      title: 'Color Required',
      message: 'Please select a color before adding to cart.',
    });
    expect(optionsProblem(options, { size: 'M', colour: black })).toBeNull();
    // One size or one colour needs no choice.
    expect(
      optionsProblem(productOptions(makeProduct({ sizes: ['M'], colours: [black] }), null), {
        size: null,
        colour: null,
      }),
    ).toBeNull();
  });

  it('bestsellers quick add takes M in the first colour when M is in stock, else opens the dialog', () => {
    expect(bestsellerQuickChoice(productOptions(product, { BLACK: { M: 3 } }))).toEqual({
      size: 'M',
      colour: black,
    });
    expect(bestsellerQuickChoice(productOptions(product, { BLACK: { M: 0 }, NAVY: { M: 5 } }))).toBeNull();
    expect(bestsellerQuickChoice(productOptions(makeProduct({ sizes: ['30', '32'] }), null))).toBeNull();
  });

  it('a cart line carries the colour label, its first image and the shown price', () => {
    const options = productOptions(
      makeProduct({ hasSale: true, priceCents: 8000, salePriceCents: 5990, images: product.images }),
      null,
    );
    expect(cartInput(options, navy, 'M', 2)).toEqual({
      id: 501,
      name: 'Oxford Shirt',
      href: '/men/102/product/501',
      image: '/m/NVY_1.jpg',
      size: 'M',
      color: 'Navy',
      quantity: 2,
      priceCents: 5990,
    });
  });
});
