import { MESSAGES } from '@/messages';
import { describe, expect, it } from 'vitest';
import {
  bestsellerQuickChoice,
  cartInput,
  bestsellerAddedToast,
  quickAddSize,
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

  it('quick add never chooses a size among several: only a single size in stock is preselected', () => {
    const options = productOptions(product, { BLACK: { S: 0, M: -2, L: 4 }, NAVY: { S: 1 } });
    // Only L is in stock in black, but the product has three sizes: the shopper picks.
    expect(quickAddSize(options, black)).toBeNull();
    expect(quickAddSize(productOptions(product, null), black)).toBeNull();
    const oneSize = { ...product, sizes: ['ONE SIZE'] };
    expect(quickAddSize(productOptions(oneSize, null), black)).toBe('ONE SIZE');
    expect(quickAddSize(productOptions(oneSize, { BLACK: { 'ONE SIZE': 0 } }), black)).toBeNull();
  });

  it("the bestsellers' size M add says so in its toast", () => {
    const en = MESSAGES.en.product.client;
    expect(bestsellerAddedToast('Linen Shirt', 'Navy', en)).toEqual({
      title: 'Added to cart: Linen Shirt',
      description: 'Size M, Navy: Quick Add on bestsellers adds size M.',
    });
    expect(bestsellerAddedToast('Cap', undefined, en).description).toBe(
      'Size M: Quick Add on bestsellers adds size M.',
    );
    expect(bestsellerAddedToast('Linen Shirt', 'Μπλε σκούρο', MESSAGES.el.product.client)).toEqual({
      title: 'Προστέθηκε στο καλάθι: Linen Shirt',
      description: 'Μέγεθος M, Μπλε σκούρο: η γρήγορη προσθήκη στα πιο δημοφιλή προσθέτει μέγεθος M.',
    });
  });

  it('ask for a size, then a colour, when there is more than one and none is chosen', () => {
    const options = productOptions(product, null);
    expect(optionsProblem(options, { size: null, colour: black })).toEqual({
      title: 'Size Required',
      message: 'Please select a size before adding to cart.',
    });
    expect(optionsProblem(options, { size: 'M', colour: null })).toEqual({
      title: 'Colour Required',
      message: 'Please select a colour before adding to cart.',
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

  it('a cart line carries the colour label, its first image, the shown price and the one it was reduced from', () => {
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
      originalPriceCents: 8000,
    });
  });
});
