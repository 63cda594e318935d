import type { SizeChart } from '@/lib/size-chart';

/** The chart's fragment: the size picker's 'Size guide' link leads here. */
export const SIZE_GUIDE_ID = 'size-guide';

/** The size chart of the product's size system, under Size & Fit. */
export function SizeChartTable({ chart }: { chart: SizeChart }) {
  return (
    <div id={SIZE_GUIDE_ID} className="mt-4 scroll-mt-24 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-xs font-semibold tracking-[0.12em] text-ink uppercase">
          {chart.title}
        </caption>
        <thead>
          <tr className="border-b border-line">
            {chart.columns.map((c) => (
              <th key={c} scope="col" className="py-2 pr-4 font-medium text-ink">
                {c}
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
              {cells.map((cell, i) => (
                <td key={i} className="py-2 pr-4 text-muted tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
