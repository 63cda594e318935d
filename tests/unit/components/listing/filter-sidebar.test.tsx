import { screen, within } from '@testing-library/react';
import { render } from './render';
import { describe, expect, it, vi } from 'vitest';
import { FilterSidebar } from '@/components/listing/filter-sidebar';
import { LISTING_VARIANTS } from '@/lib/listing/variants';
import { at, q, resultFor } from './helpers';
import { MESSAGES } from '@/messages';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const groups = LISTING_VARIANTS['new-arrivals'].filterGroups;
const PATH = '/collections/new-arrivals';

describe('FilterSidebar (new arrivals)', () => {
  it('shows Size, Color and Price with the number selected, and Clear All', () => {
    const query = q({ size: ['S', 'M'], sort: 'price-asc', search: 'tee', page: 2 });
    render(
      <FilterSidebar
        at={at(query, PATH)}
        facets={resultFor(query, 'inclusive').facets}
        groups={groups}
        total={0}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeTruthy();
    const size = within(screen.getByRole('group', { name: 'Size (2) selected' }));
    expect(screen.getByRole('group', { name: 'Colour' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear All' }).getAttribute('href')).toBe(
      `${PATH}?search=tee&sort=price-asc`,
    );
    expect(
      size
        .getAllByRole('checkbox')
        .map((c) => [(c as HTMLInputElement).value, (c as HTMLInputElement).checked]),
    ).toEqual([
      ['S', true],
      ['M', true],
      ['L', false],
    ]);
    const form = size.getByRole<HTMLInputElement>('checkbox', { name: /^L/ }).form as HTMLFormElement;
    expect(form.getAttribute('action')).toBe(PATH);
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map(
      (i) => `${i.name}=${i.value}`,
    );
    expect(hidden).toEqual(['search=tee', 'sort=price-asc']);
  });

  it('has no Clear All without a selection', () => {
    render(
      <FilterSidebar
        at={at(q(), PATH)}
        facets={resultFor(q(), 'inclusive').facets}
        groups={groups}
        total={0}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Clear All' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Size' })).toBeTruthy();
  });

  it('says in Greek how many of a group and of the filters are selected', () => {
    const query = q({ size: ['S', 'M'] });
    render(
      <FilterSidebar
        at={at(query, PATH)}
        facets={resultFor(query, 'inclusive').facets}
        groups={groups.map((g) => ({ ...g, label: g.group === 'size' ? 'Μέγεθος' : g.label }))}
        texts={MESSAGES.el.catalogue.client}
        total={0}
      />,
      { locale: 'el' },
    );
    expect(screen.getByRole('group', { name: 'Μέγεθος (2) επιλεγμένα' })).toBeTruthy();
    expect(document.querySelector('summary')?.textContent).toBe('Φίλτρα (2) επιλεγμένα');
    expect(document.body.textContent).not.toMatch(/selected/);
  });
});
