import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterDialog } from '@/components/listing/filter-dialog';
import { LISTING_VARIANTS } from '@/lib/listing/variants';
import { at, q, resultFor } from './helpers';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const PATH = '/collections/bestsellers';
const groups = LISTING_VARIANTS.bestsellers.filterGroups;

describe('FilterDialog (bestsellers)', () => {
  it('opens from a Filter button into COLOR, SIZE and PRICE accordions in one GET form', () => {
    const query = q({ size: ['L'], search: 'tee', sort: 'latest', category: ['Shirts'], page: 2 });
    render(<FilterDialog at={at(query, PATH)} facets={resultFor(query).facets} groups={groups} />);
    const summary = document.querySelector('summary') as HTMLElement;
    expect(summary.textContent).toBe('Filter (1) selected');
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Filter products' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(PATH);
    const headings = [...form.querySelectorAll('details > summary')].map((s) => s.textContent);
    expect(headings).toEqual(['COLOR', 'SIZE', 'PRICE']);
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map(
      (i) => `${i.name}=${i.value}`,
    );
    expect(hidden).toEqual(['search=tee', 'category=Shirts', 'sort=latest']);
    // The group with a selection starts open.
    expect(form.querySelectorAll('details')[1].open).toBe(true);
    expect(form.querySelectorAll('details')[0].open).toBe(false);
  });

  it('ticks the selected options, shows counts and disables options with no match', () => {
    const query = q({ size: ['L'] });
    render(<FilterDialog at={at(query, PATH)} facets={resultFor(query).facets} groups={groups} />);
    const size = within(screen.getByRole('group', { name: 'SIZE' }));
    expect(size.getByRole<HTMLInputElement>('checkbox', { name: 'L (6)' }).checked).toBe(true);
    const colour = within(screen.getByRole('group', { name: 'COLOR' }));
    // With size L only even ids remain, and those are all Navy.
    expect(colour.getByRole<HTMLInputElement>('checkbox', { name: 'Black (0)' }).disabled).toBe(true);
    expect(colour.getByRole<HTMLInputElement>('checkbox', { name: 'Navy (6)' }).disabled).toBe(false);
  });

  it('applies several ticks at once and links Clear all', async () => {
    const query = q({ search: 'tee', size: ['L'] });
    render(<FilterDialog at={at(query, PATH)} facets={resultFor(query).facets} groups={groups} />);
    expect(screen.getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(`${PATH}?search=tee`);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Navy/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^€50 - €100/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    });
    expect(router.push).toHaveBeenCalledWith(`${PATH}?search=tee&size=L&color=Navy&price=50-100`, {
      scroll: true,
    });
  });
});
