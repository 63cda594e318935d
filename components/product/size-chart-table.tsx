import { getTranslations } from 'next-intl/server';
import type { SizeChart } from '@/lib/size-chart';

/**
 * The chart's English words (lib/size-chart.ts) and their keys in the product texts' `sizeChart`;
 * the size systems' names (EU, UK) are the same in every language.
 */
const WORD_KEYS = {
  'Size chart (body measurements, cm)': 'chartLetters',
  "Kids' size chart": 'chartKids',
  'Shoe size chart': 'chartShoes',
  'Belt size chart': 'chartBelt',
  'Waist size chart': 'chartWaist',
  Size: 'colSize',
  Chest: 'colChest',
  Waist: 'colWaist',
  Hips: 'colHips',
  Age: 'colAge',
  'Height (cm)': 'colHeight',
  'Foot length (cm)': 'colFoot',
  'Belt length (cm)': 'colBelt',
  'Waist (cm)': 'colWaistCm',
  'Waist (in)': 'colWaistIn',
} as const;

/** The chart's fragment: the size picker's 'Size guide' link leads here. */
export const SIZE_GUIDE_ID = 'size-guide';

/** The size chart of the product's size system, under Size & Fit. */
export async function SizeChartTable({ chart }: { chart: SizeChart }) {
  const t = await getTranslations('product.sizeChart');
  const say = (english: string) =>
    english in WORD_KEYS ? t(WORD_KEYS[english as keyof typeof WORD_KEYS]) : english;
  // A kids' row's age ('3-4 years').
  const cell = (text: string) => text.replace(/ years$/, ` ${t('years')}`);
  return (
    <div id={SIZE_GUIDE_ID} className="mt-4 scroll-mt-24 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-xs font-semibold tracking-[0.12em] text-ink uppercase">
          {say(chart.title)}
        </caption>
        <thead>
          <tr className="border-b border-line">
            {chart.columns.map((c) => (
              <th key={c} scope="col" className="py-2 pr-4 font-medium text-ink">
                {say(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map(([size, ...cells]) => (
            <tr key={size} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pr-4 font-medium text-ink">
                {size}
              </th>
              {cells.map((text, i) => (
                <td key={i} className="py-2 pr-4 text-muted tabular-nums">
                  {cell(text)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
