import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The EU's Online Dispute Resolution platform closed on 20 July 2025 (Regulation (EU) 2024/3228):
// no page, text or mail of the shop may still point to it.
const ROOTS = ['app', 'components', 'lib', 'server', 'public'];
const ODR = /ec\.europa\.eu\/consumers\/odr|online dispute resolution/i;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(tsx?|mjs|md|json|html|txt)$/.test(entry.name) ? [path] : [];
  });
}

describe('the closed ODR platform', () => {
  it('is linked or named by no source file', () => {
    const naming = ROOTS.flatMap(files).filter((path) => ODR.test(readFileSync(path, 'utf8')));
    expect(naming).toEqual([]);
  });

  it('would be caught by the pattern', () => {
    expect(ODR.test('<a href="https://ec.europa.eu/consumers/odr/">')).toBe(true);
  });
});
