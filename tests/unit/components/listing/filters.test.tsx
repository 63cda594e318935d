import { act, fireEvent, screen, within } from '@testing-library/react';
import { render } from './render';
import { WithTexts } from '@/tests/helpers/client-texts';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from '@/components/listing/filter-panel';
import { LISTING_VARIANTS } from '@/lib/listing/variants';
import { categoryFilterGroups } from '@/lib/listing/static-categories';
import { at, q, resultFor, scope } from './helpers';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const panel = LISTING_VARIANTS.products.filterGroups;
const box = (name: RegExp | string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const hidden = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => `${i.name}=${i.value}`);

/** The page's width as the filters see it (jsdom has no matchMedia of its own). */
function desktop(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('FilterPanel', () => {
  beforeEach(() => router.push.mockReset());

  it('shows CATEGORY, SIZE, COLOUR and PRICE as groups of checkboxes with the facet counts', () => {
    render(<FilterPanel at={at()} facets={resultFor(q()).facets} groups={panel} total={0} />);
    for (const name of ['CATEGORY', 'SIZE', 'COLOUR', 'PRICE']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
      expect(screen.getByRole('group', { name })).toBeTruthy();
    }
    const colour = within(screen.getByRole('group', { name: 'COLOUR' }));
    expect(colour.getByRole('checkbox', { name: 'Black (6)' }).getAttribute('name')).toBe('color');
    expect(box('Red (6)').value).toBe('Red');
    expect(box('Under €50 (3)')).toMatchObject({
      name: 'price',
      value: 'under-50',
      checked: false,
      disabled: false,
    });
    // One copy of the filters, not a phone and a desktop one.
    expect(document.querySelectorAll('input[name=size][value=M]')).toHaveLength(1);
    expect(screen.queryAllByRole('link', { name: /\(\d+\)/ })).toHaveLength(0);
  });

  it('is one GET form that carries search, sort and the scope but not the page or the filters', () => {
    const query = q({ page: 2, search: 'shirt', sort: 'latest', color: ['Navy'] });
    render(
      <FilterPanel
        at={at(query, '/products', { type: '1', gender: 'men' })}
        facets={resultFor(query).facets}
        groups={panel}
        total={0}
      />,
    );
    const form = box(/^L \(/).form as HTMLFormElement;
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/products');
    expect(hidden(form)).toEqual(['type=1', 'gender=men', 'search=shirt', 'sort=latest']);
    expect(box(/^Navy/).form).toBe(form);
  });

  it('applies a tick at once with JavaScript on desktop: the canonical URL, page 1, scrolled to the top', async () => {
    desktop(true);
    const query = q({ page: 2, search: 'shirt', sort: 'latest' });
    render(
      <FilterPanel
        at={at(query, '/products', { type: '1', gender: 'men' })}
        facets={resultFor(query).facets}
        groups={panel}
        total={0}
      />,
    );
    const details = document.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    await act(async () => {
      fireEvent.click(box(/^M \(/));
    });
    expect(router.push).toHaveBeenCalledWith('/products?type=1&gender=men&search=shirt&size=M&sort=latest', {
      scroll: true,
    });
    // The sidebar stays open for the next tick; no Apply button once hydrated.
    expect(details.open).toBe(true);
    expect(screen.queryByRole('button', { name: 'Apply filter' })).toBeNull();
  });

  it('has an Apply filter submit button in the server HTML, for use without JavaScript', () => {
    const html = renderToString(
      <WithTexts namespaces={['catalogue']}>
        <FilterPanel at={at()} facets={resultFor(q()).facets} groups={panel} total={0} />
      </WithTexts>,
    );
    // Each option stays short: a label, a bare checkbox and its count.
    expect(html).toContain(
      '<label class="facet"><input type="checkbox" name="size" value="M"/>M <small>(6)</small></label>',
    );
    // DOMParser reads HTML as a browser without scripts does, so <noscript> holds elements.
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const button = parsed.querySelector<HTMLButtonElement>('noscript > button')!;
    expect(button.textContent).toBe('Apply filter');
    expect(button.type).toBe('submit');
    expect(button.closest('form')?.querySelector('input[name=size]')).toBeTruthy();
  });

  it('ticks the selected options and leaves out unselected ones no product would match', () => {
    const query = q({ size: ['L', 'M'], color: ['Navy'] });
    render(<FilterPanel at={at(query)} facets={resultFor(query).facets} groups={panel} total={0} />);
    expect(box('L (6)')).toMatchObject({ checked: true, disabled: false });
    expect(box('Navy (6)')).toMatchObject({ checked: true, disabled: false });
    // Jackets and S match nothing, so they are not offered; M matches nothing in Navy but is
    // applied, so it stays (at 0) to be unticked.
    expect(screen.queryByRole('checkbox', { name: /^Jackets/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^S \(/ })).toBeNull();
    expect(screen.getAllByRole('checkbox', { name: /\(0\)$/ })).toEqual([box('M (0)')]);
    expect(box('M (0)')).toMatchObject({ checked: true, disabled: false });
  });

  it('drops a group, and a static list, that would offer nothing', () => {
    const query = q({ search: 'zzz' });
    render(
      <FilterPanel
        at={at(query)}
        facets={resultFor(query).facets}
        groups={panel}
        total={0}
        categoryGroups={categoryFilterGroups('men')}
      />,
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'SIZE' })).toBeNull();
    expect(screen.queryByRole('heading', { name: "Men's Jeans" })).toBeNull();
  });

  it('takes the new state after a Clear all or back navigation and still submits the next tick', async () => {
    const { rerender } = render(
      <FilterPanel at={at(q())} facets={resultFor(q()).facets} groups={panel} total={0} />,
    );
    await act(async () => {
      fireEvent.click(box(/^L \(/));
    });
    expect(box(/^L \(/).checked).toBe(true);
    const other = q({ color: ['Navy'] });
    rerender(<FilterPanel at={at(other)} facets={resultFor(other).facets} groups={panel} total={0} />);
    expect(box(/^L \(/).checked).toBe(false);
    expect(box(/^Navy/).checked).toBe(true);
    await act(async () => {
      fireEvent.click(box(/^L \(/));
    });
    expect(router.push).toHaveBeenLastCalledWith('/products?size=L&color=Navy', { scroll: true });
  });

  it('groups categories under the static lists and offers clear all filters only when filtering', () => {
    const { rerender } = render(
      <FilterPanel
        at={at()}
        facets={resultFor(q()).facets}
        groups={panel}
        total={0}
        categoryGroups={categoryFilterGroups('men')}
      />,
    );
    expect(screen.getByRole('heading', { name: "Men's Apparel" })).toBeTruthy();
    // No jeans in this scope: the jeans list offers nothing, so it is not shown.
    expect(screen.queryByRole('heading', { name: "Men's Jeans" })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Clear all filters' })).toBeNull();
    const query = q({ size: ['S'], price: ['under-50'], search: 'tee', page: 3 });
    rerender(<FilterPanel at={at(query)} facets={resultFor(query).facets} groups={panel} total={0} />);
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe(
      '/products?search=tee',
    );
  });

  it('folds behind a Filters button that says how many are applied', () => {
    const query = q({ size: ['M'], color: ['Navy'] });
    render(<FilterPanel at={at(query)} facets={resultFor(query).facets} groups={panel} total={0} />);
    expect(document.querySelector('summary')?.textContent).toBe('Filters (2) selected');
  });

  it('opens as a sheet on phones: ticks wait for Show N results, which submits them all', async () => {
    desktop(false);
    render(<FilterPanel at={at()} facets={resultFor(q()).facets} groups={panel} total={12} />);
    const details = document.querySelector('details') as HTMLDetailsElement;
    await act(async () => {
      details.open = true;
      fireEvent(details, new Event('toggle'));
    });
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    const show = within(sheet).getByRole<HTMLButtonElement>('button', { name: 'Show 12 results' });
    expect(show.type).toBe('submit');
    await act(async () => {
      fireEvent.click(box(/^M \(/));
    });
    expect(router.push).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(show);
    });
    expect(router.push).toHaveBeenCalledWith('/products?size=M', { scroll: true });
    expect(details.open).toBe(false);
  });
});

describe('FilterPanel with a long list', () => {
  // Sixteen waist sizes: one size system, so one list without a heading.
  const SIZES = Array.from({ length: 16 }, (_, i) => String(24 + i));
  const products = scope.map((p) => ({ ...p, sizes: [...SIZES].reverse() }));
  const VALUES = SIZES.map((size) => `waist-${size}`);
  const show = (query = q()) =>
    render(
      <FilterPanel
        at={at(query)}
        facets={resultFor(query, 'standard', products).facets}
        groups={panel}
        total={0}
      />,
    );
  const sizeValues = (root: ParentNode) =>
    [...root.querySelectorAll<HTMLInputElement>(':scope > div > label > input, :scope > label > input')].map(
      (i) => i.value,
    );

  it('shows the first 12 sizes in size order and folds the rest into Show all (N)', () => {
    show();
    const group = screen.getByRole('group', { name: 'SIZE' });
    expect(sizeValues(group)).toEqual(VALUES.slice(0, 12));
    const more = group.querySelector('details') as HTMLDetailsElement;
    expect(more.querySelector('summary')?.textContent).toBe('Show all (16)');
    expect(more.open).toBe(false);
    expect(sizeValues(more)).toEqual(VALUES.slice(12));
    // Short lists have no Show all.
    expect(screen.getByRole('group', { name: 'PRICE' }).querySelector('details')).toBeNull();
  });

  it('opens Show all when a folded option is selected', () => {
    show(q({ size: ['waist-38'] }));
    const more = screen.getByRole('group', { name: 'SIZE' }).querySelector('details') as HTMLDetailsElement;
    expect(more.open).toBe(true);
    expect(box(/^38/).checked).toBe(true);
  });
});
