import { describe, expect, it } from 'vitest';
import { parseRecordId } from '@/lib/record-id';

describe('a record number named in a URL', () => {
  it('is digits only, from 1 to 2^53 - 1', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId('5001')).toBe(5001);
    expect(parseRecordId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    ['2^53', '9007199254740992'],
    ['past 2^53 (would round to another id)', '9007199254740993'],
    ['seventeen digits', '12345678901234567'],
    ['zero', '0'],
    ['a leading zero', '0042'],
    ['negative', '-1'],
    ['a fraction', '12.5'],
    ['an exponent', '1e3'],
    ['hex', '0x1F'],
    ['spaces', ' 12'],
    ['empty', ''],
  ])('names no record when %s', (_, raw) => {
    expect(parseRecordId(raw)).toBeNull();
  });

  it('names no record when absent', () => {
    expect(parseRecordId(undefined)).toBeNull();
  });
});
