import { describe, expect, it } from 'vitest';
import { sizeChart, sizeSystem } from '@/lib/size-chart';

describe('size system of a product', () => {
  it('letters, kids ages and numbers', () => {
    expect(sizeSystem(['XS', 'S', 'M', '2XL'])).toBe('letters');
    expect(sizeSystem(['S/M', 'L/XL'])).toBe('letters');
    expect(sizeSystem(['2-3', '4', '5-6', '16'])).toBe('kids');
    expect(sizeSystem(['28', '30', '32'])).toBe('numeric');
    expect(sizeSystem(['39', '40', '46'])).toBe('numeric');
  });
  it('none for one-size items or mixed labels', () => {
    expect(sizeSystem([])).toBeNull();
    expect(sizeSystem(['M', '32'])).toBeNull();
    expect(sizeSystem(['ONE SIZE'])).toBeNull();
  });
});

describe('size chart rows follow the product sizes', () => {
  it('letters give chest, waist and hips, and S/M spans both sizes', () => {
    const chart = sizeChart(['S', 'S/M'])!;
    expect(chart.columns).toEqual(['Size', 'Chest', 'Waist', 'Hips']);
    expect(chart.rows).toEqual([
      ['S', '86-92', '70-76', '90-96'],
      ['S/M', '86-100', '70-84', '90-104'],
    ]);
  });
  it('kids ages give the age and height', () => {
    expect(sizeChart(['2-3', '4'])!.rows).toEqual([
      ['2-3', '2-3 years', '86-92'],
      ['4', '4 years', '98'],
    ]);
  });
  it('waist inches convert to cm, shoes to foot length and UK, belts to waist', () => {
    expect(sizeChart(['30', '32'])!.rows).toEqual([
      ['30', '30', '76'],
      ['32', '32', '81'],
    ]);
    const shoes = sizeChart(['40', '42'])!;
    expect(shoes.title).toBe('Shoe size chart');
    expect(shoes.rows[1]).toEqual(['42', '26.5', '8.5']);
    expect(sizeChart(['85', '90'])!.rows[0]).toEqual(['85', '85', '70-80']);
  });
  it('no chart without a size system', () => {
    expect(sizeChart([])).toBeNull();
  });
});
