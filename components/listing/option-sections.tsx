import type { FacetOption } from '@/lib/listing/facets';
import type { FilterGroup } from '@/lib/listing/query';
import type { ColourHexes } from '@/lib/listing/colour-hex';
import { FilterOptionList } from './filter-option-list';

export interface OptionSection {
  heading?: string;
  options: FacetOption[];
}

interface OptionSectionsProps {
  group: FilterGroup;
  sections: readonly OptionSection[];
  /** The sections' heading level: one below the group's heading. */
  level: 3 | 4;
  colourHexes?: ColourHexes;
}

/**
 * A filter group's options in headed sections (the category lists, the size systems): each a
 * group a screen reader names by its heading, so "M" is read as "Clothing, M".
 */
export function OptionSections({ group, sections, level, colourHexes }: OptionSectionsProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return sections.map((section, index) => {
    const list = <FilterOptionList group={group} options={section.options} colourHexes={colourHexes} />;
    if (!section.heading) return <div key={index}>{list}</div>;
    const id = `filter-${group}-${index}`;
    return (
      <div key={section.heading} role="group" aria-labelledby={id} className="mb-4 last:mb-0">
        <Heading id={id} className="mb-1 text-xs text-muted">
          {section.heading}
        </Heading>
        {list}
      </div>
    );
  });
}
