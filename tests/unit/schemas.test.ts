import { describe, it, expect } from 'vitest';
import {
  attachmentListSchema,
  carouselRowSchema,
  categoryRowSchema,
  itemRowSchema,
  stockSchema,
  typeRowSchema,
} from '@/server/erp/schemas';

const item = { $$position: 5001, $$record: 5001, code: 'M10023', name: 'Slim Stretch Jeans' };

describe('raw row schemas', () => {
  it('accepts every price form the contract lists', () => {
    for (const price of [59.9, '59,90', '€59,90', { $price: '59,90' }, null]) {
      expect(itemRowSchema.safeParse({ ...item, price }).success).toBe(true);
    }
    expect(itemRowSchema.safeParse({ ...item, price: true }).success).toBe(false);
  });

  it('accepts sizes as an array or a tab string, and missing optional keys', () => {
    expect(itemRowSchema.safeParse({ ...item, sizes: ['S', 'M'] }).success).toBe(true);
    expect(itemRowSchema.safeParse({ ...item, sizes: 'Small\tMedium' }).success).toBe(true);
    expect(itemRowSchema.safeParse(item).success).toBe(true);
  });

  it('keeps unknown extra keys', () => {
    const parsed = itemRowSchema.parse({ ...item, design: 'DENIM', $design: 21 });
    expect(parsed).toMatchObject({ design: 'DENIM', $design: 21 });
  });

  it('requires a positive whole record number ($$position or $$record)', () => {
    for (const $$position of [0, -1, 1.5, '-5', '5.0', '', true]) {
      expect(itemRowSchema.safeParse({ ...item, $$position }).success).toBe(false);
    }
    expect(itemRowSchema.safeParse({ ...item, $$position: undefined, $$record: undefined }).success).toBe(
      false,
    );
  });

  it('reads an item whose record and links come as digit strings, under $$record alone', () => {
    const { $$position: _, ...rest } = item;
    expect(itemRowSchema.parse({ ...rest, $$record: '5001', $brand: '3', $type: null })).toMatchObject({
      $$position: 5001,
      $brand: 3,
      $type: null,
    });
  });

  it('accepts null links', () => {
    const row = { $$position: 105, name: 'JEANS UOMO', parent: null, $parent: null, webname: null };
    expect(categoryRowSchema.safeParse(row).success).toBe(true);
    expect(categoryRowSchema.safeParse({ ...row, $parent: 'x' }).success).toBe(false);
  });

  it('reads type rows with and without attachments, and carousel rows', () => {
    expect(
      typeRowSchema.safeParse({ $$position: 1, name: 'UOMO', $$attachments: 'a.jpg\fb.jpg' }).success,
    ).toBe(true);
    expect(typeRowSchema.safeParse({ $$position: 1, name: 'UOMO' }).success).toBe(true);
    expect(carouselRowSchema.safeParse({ $$position: 1, name: 'New Season' }).success).toBe(true);
  });

  it('reads attachment lists and both stock forms', () => {
    expect(attachmentListSchema.safeParse([{ file: 'M10023_BLK_1.jpg' }]).success).toBe(true);
    expect(attachmentListSchema.safeParse([{ name: 'x' }]).success).toBe(false);
    expect(stockSchema.safeParse({ 'BLACK;S': 3, ';': 7 }).success).toBe(true);
    expect(stockSchema.safeParse([{ colour: 'BLACK', size: 'S', total_qty: 3 }]).success).toBe(true);
    expect(stockSchema.safeParse('3').success).toBe(false);
  });
});
