import type { FacetOption } from '@/lib/listing/facets';
import type { FilterGroup } from '@/lib/listing/query';
import { swatchOf, type ColourHexes } from '@/lib/listing/colour-hex';

/** How many options a group shows before the rest fold behind 'Show all (N)'. */
export const SHOWN_OPTIONS = 12;

export interface FilterOptionListProps {
  group: FilterGroup;
  options: readonly FacetOption[];
  colourHexes?: ColourHexes;
}

function Swatch({ hex }: { hex: string }) {
  // Empty and decorative: the option's text names the colour.
  return <span className="swatch" style={{ backgroundColor: hex }} />;
}

/** A checkbox named like the URL's key, with the option's count in the current result. */
function Option({
  group,
  option,
  colourHexes,
}: {
  group: FilterGroup;
  option: FacetOption;
  colourHexes?: ColourHexes;
}) {
  return (
    <label className="facet">
      <input type="checkbox" name={group} value={option.value} defaultChecked={option.selected} />
      {group === 'color' && <Swatch hex={swatchOf(colourHexes, option.label)} />}
      {`${option.label} `}
      <small>{`(${option.count})`}</small>
    </label>
  );
}

/**
 * A group's options as checkboxes for a GET filter form (styled by `.facet` in app/components.css).
 * Past the first twelve the rest fold into a native 'Show all (N)' disclosure, open when one of
 * them is selected; folded checkboxes are still submitted with the form.
 */
export function FilterOptionList({ group, options, colourHexes }: FilterOptionListProps) {
  const option = (o: FacetOption) => (
    <Option key={o.value} group={group} option={o} colourHexes={colourHexes} />
  );
  const rest = options.slice(SHOWN_OPTIONS);
  return (
    <>
      {options.slice(0, SHOWN_OPTIONS).map(option)}
      {rest.length > 0 && (
        <details open={rest.some((o) => o.selected)} className="facet-more">
          <summary>{`Show all (${options.length})`}</summary>
          {rest.map(option)}
        </details>
      )}
    </>
  );
}
