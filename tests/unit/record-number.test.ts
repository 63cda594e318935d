import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { linkRecord, recordNumber, rowWithId } from '@/server/erp/record-number';
import { writeAnswerSchema } from '@/server/erp/account-schemas';

// Open question 1 (docs/erp-contract.md): record numbers as numbers or digit strings, a row's own
// under $$position or $$record.

const row = rowWithId({ name: z.string() });

describe('record numbers', () => {
  it.each([
    [17, 17],
    ['17', 17],
    ['0017', 17],
  ])('%j → %i', (raw, n) => {
    expect(recordNumber.parse(raw)).toBe(n);
  });

  it.each([0, -3, 1.5, '0', '-3', '1,5', '17a', ' 17', '', null])('%j is no record number', (raw) => {
    expect(recordNumber.safeParse(raw).success).toBe(false);
  });

  it('a link takes the same forms, and null or absence for an unset link', () => {
    expect(linkRecord.parse('2001')).toBe(2001);
    expect(linkRecord.parse(2001)).toBe(2001);
    expect(linkRecord.parse(null)).toBeNull();
    expect(linkRecord.parse(undefined)).toBeUndefined();
    expect(linkRecord.safeParse('x').success).toBe(false);
  });

  it("a write's answer reads its record the same way", () => {
    expect(writeAnswerSchema.parse({ record: '50007' })).toBe(50007);
    expect(writeAnswerSchema.parse({ record: 50007 })).toBe(50007);
    expect(writeAnswerSchema.safeParse({ record: '0' }).success).toBe(false);
  });
});

describe("a row's own record number", () => {
  it.each([
    [{ $$position: 5, $$record: 5 }, 5],
    [{ $$position: 5 }, 5],
    [{ $$record: 5 }, 5],
    [{ $$record: '5' }, 5],
    [{ $$position: '5' }, 5],
  ])('%j → $$position %i', (ids, id) => {
    expect(row.parse({ ...ids, name: 'UOMO' })).toMatchObject({ $$position: id, name: 'UOMO' });
  });

  it('$$position wins when both are there', () => {
    expect(row.parse({ $$position: 5, $$record: 6, name: 'x' }).$$position).toBe(5);
  });

  it('a row with neither, or with a broken one, fails', () => {
    expect(row.safeParse({ name: 'UOMO' }).success).toBe(false);
    expect(row.safeParse({ $$record: 'x', name: 'UOMO' }).success).toBe(false);
    expect(row.safeParse({ $$position: 0, $$record: 5, name: 'UOMO' }).success).toBe(false);
  });

  it('keeps the columns it does not know', () => {
    expect(row.parse({ $$record: 5, name: 'x', extra: 1 })).toMatchObject({ extra: 1 });
  });
});
