'use client';

import { useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import type { FilterGroup } from '@/lib/listing/query';

/** How many options a group shows before the rest fold behind 'Show all (N)'. */
export const SHOWN_OPTIONS = 12;

/** One option as the server hands it over: value, label, count, selected, swatch colour. */
export type FacetCheck = readonly [
  value: string,
  label: string,
  count: number,
  selected: 0 | 1,
  hex?: string,
];

/** A checkbox named like the URL's key, with the option's count in the current result. */
function Check({ group, option }: { group: FilterGroup; option: FacetCheck }) {
  const [value, label, count, selected, hex] = option;
  return (
    <label className="facet">
      <input type="checkbox" name={group} value={value} defaultChecked={selected === 1} />
      {/* Empty and decorative: the option's text names the colour. */}
      {hex && <span className="swatch" style={{ backgroundColor: hex }} />}
      {`${label} `}
      <small>{`(${count})`}</small>
    </label>
  );
}

/**
 * A group's options as checkboxes for a GET filter form (styled by `.facet` in app/components.css).
 * Past the first twelve the rest fold into a native 'Show all (N)' disclosure, open when one of
 * them is selected; folded checkboxes are still submitted with the form.
 *
 * A client component for what it costs the server, not for interactivity: the page's RSC payload
 * carries each option as a short tuple instead of its four elements with their props, and the
 * server's RSC pass never walks them (a listing has ~90 options; decision 0064). The HTML is the
 * same, so the filters still work without JavaScript.
 */
export function FacetChecks({ group, options }: { group: FilterGroup; options: readonly FacetCheck[] }) {
  const t = useTexts('catalogue');
  const check = (o: FacetCheck) => <Check key={o[0]} group={group} option={o} />;
  const rest = options.slice(SHOWN_OPTIONS);
  return (
    <>
      {options.slice(0, SHOWN_OPTIONS).map(check)}
      {rest.length > 0 && (
        <details open={rest.some((o) => o[3] === 1)} className="facet-more">
          <summary>{fill(t.showAll, { count: options.length })}</summary>
          {rest.map(check)}
        </details>
      )}
    </>
  );
}
