import { describe, expect, it } from 'vitest';
import { formHref, hiddenFields, type ListingLocation } from '@/components/listing/listing-links';
import { FILTER_GROUPS } from '@/lib/listing/query';
import { at, busyQuery } from './helpers';

// Filters and sort change the listing through GET forms: the state rides along in hidden fields
// (hiddenFields) and a submission goes to the canonical URL of what the form holds (formHref).
// These are the rules the browser meets, with or without JavaScript.

const busy: ListingLocation = at(busyQuery(), '/products', { type: '4' });

/** What the browser submits: the form's hidden fields, then its own inputs. */
function submit(location: ListingLocation, omit: readonly string[], inputs: [string, string][]): string {
  const data = new FormData();
  for (const [name, value] of [...hiddenFields(location, omit), ...inputs]) data.append(name, value);
  return formHref(location.pathname, data);
}

/** The filter form: every ticked checkbox, the rest of the state hidden. */
const filter = (ticked: [string, string][]) => submit(busy, FILTER_GROUPS, ticked);
const current: [string, string][] = [
  ['category', 'Dresses'],
  ['size', 'M'],
  ['color', 'Red'],
  ['price', 'under-50'],
];

describe('filter form (spec: filters toggle per option)', () => {
  it('adds a ticked option and goes back to page 1, keeping the scope, search and sort', () => {
    expect(filter([...current, ['size', 'L']])).toBe(
      '/products?type=4&search=midi&category=Dresses&size=M&size=L&color=Red&price=under-50&sort=latest',
    );
  });

  it('drops an unticked option', () => {
    expect(filter(current.filter(([group]) => group !== 'size'))).toBe(
      '/products?type=4&search=midi&category=Dresses&color=Red&price=under-50&sort=latest',
    );
  });

  it('ignores a price that is not a band and a second spelling of a ticked option', () => {
    expect(filter([...current, ['price', 'cheap'], ['color', 'RED']])).toBe(
      '/products?type=4&search=midi&category=Dresses&size=M&color=Red&price=under-50&sort=latest',
    );
  });
});

describe('sort form', () => {
  it('takes the new sort and goes back to page 1, keeping the filters and the search', () => {
    expect(submit(busy, ['sort'], [['sort', 'price-asc']])).toBe(
      '/products?type=4&search=midi&category=Dresses&size=M&color=Red&price=under-50&sort=price-asc',
    );
  });
});
