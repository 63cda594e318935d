import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { afterEach, describe, expect, it } from 'vitest';
import { FIGURES_BEGIN, FIGURES_END, writeFigures } from '../../bench/lib/performance-doc.mjs';

// `npm run bench` rewrites the figures of docs/performance.md: the explanations around them stay,
// and the file stays as prettier formats it (npm test checks the format).

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const docFile = (text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'perf-doc-'));
  dirs.push(dir);
  const file = join(dir, 'performance.md');
  writeFileSync(file, text);
  return file;
};

describe('the figures section of docs/performance.md', () => {
  it('replaces the old figures, keeps the explanations, and is formatted', async () => {
    const file = docFile(
      `# Performance\n\nWhy the budgets.\n\n${FIGURES_BEGIN}\n\nold figures\n\n${FIGURES_END}\n\n## Misses\n\nWhat stops them.\n`,
    );
    await writeFigures(file, '| page | JS gz |\n| --- | --- |\n| home | 144.1 KiB ✅ |\n');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('Why the budgets.');
    expect(text).toContain('What stops them.');
    expect(text).not.toContain('old figures');
    expect(text).toContain('| page | JS gz        |');
    expect(await prettier.check(text, { filepath: file })).toBe(true);
  });

  it('starts the file with the markers when it is missing', async () => {
    const file = join(docFile(''), '..', 'new.md');
    await writeFigures(file, 'figures');
    const text = readFileSync(file, 'utf8');
    expect(text.indexOf(FIGURES_BEGIN)).toBeLessThan(text.indexOf('figures\n'));
    expect(text).toContain(FIGURES_END);
  });
});
