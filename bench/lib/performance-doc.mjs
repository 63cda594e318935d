// The figures section of docs/performance.md: `npm run bench` replaces what is between the markers
// and keeps the explanations around them. The result is formatted as prettier formats the rest of
// the repository, so a bench run never leaves `npm test`'s format check failing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

export const FIGURES_BEGIN = '<!-- figures: written by npm run bench -->';
export const FIGURES_END = '<!-- end of figures -->';

/** Writes `md` between the markers of `file` (created with just the markers when missing). */
export async function writeFigures(file, md) {
  const text = existsSync(file)
    ? readFileSync(file, 'utf8')
    : `# Performance\n\n${FIGURES_BEGIN}\n${FIGURES_END}\n`;
  const [head, rest] = text.split(FIGURES_BEGIN);
  const tail = rest?.split(FIGURES_END)[1] ?? '\n';
  const options = (await prettier.resolveConfig(file)) ?? {};
  const formatted = await prettier.format(`${head}${FIGURES_BEGIN}\n\n${md}\n${FIGURES_END}${tail}`, {
    ...options,
    filepath: file,
  });
  writeFileSync(file, formatted);
}
