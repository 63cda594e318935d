import { act, fireEvent, screen } from '@testing-library/react';
import { render } from './render';
import { WithTexts } from '@/tests/helpers/client-texts';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SortSelect } from '@/components/listing/sort-select';
import { LISTING_VARIANTS } from '@/lib/listing/variants';
import { at, q } from './helpers';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const hidden = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
    input.name,
    input.value,
  ]);

describe('SortSelect', () => {
  beforeEach(() => router.push.mockReset());

  it('is a GET form to the listing carrying the rest of the state, without the page', () => {
    const query = q({ search: 'tee', size: ['M'], color: ['Black', 'Navy'], sort: 'price-asc', page: 4 });
    render(
      <SortSelect
        at={at(query, '/products', { type: '1', gender: 'men' })}
        variant={LISTING_VARIANTS.products}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort' });
    const form = select.form as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/products');
    expect(hidden(form)).toEqual([
      ['type', '1'],
      ['gender', 'men'],
      ['search', 'tee'],
      ['size', 'M'],
      ['color', 'Black'],
      ['color', 'Navy'],
    ]);
    expect(select.value).toBe('price-asc');
  });

  it('lists the variant options in order under its label', () => {
    const { unmount } = render(<SortSelect at={at()} variant={LISTING_VARIANTS['new-arrivals']} />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Relevance', 'Latest', 'Price: Low to High', 'Price: High to Low']);
    unmount();
    render(<SortSelect at={at()} variant={LISTING_VARIANTS.bestsellers} />);
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Relevance',
      'Price: High to Low',
      'Price: Low to High',
      'Latest',
    ]);
  });

  it('navigates to the sorted listing on change, back on page 1', async () => {
    const query = q({ color: ['Black'], page: 3 });
    render(<SortSelect at={at(query, '/outlet')} variant={LISTING_VARIANTS.outlet} />);
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'latest' } });
    });
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith('/outlet?color=Black&sort=latest', { scroll: false });
  });

  it('has an Apply button for browsers without JavaScript only (in <noscript>)', () => {
    const html = renderToString(
      <WithTexts namespaces={['catalogue']}>
        <SortSelect at={at()} variant={LISTING_VARIANTS.products} />
      </WithTexts>,
    );
    expect(html).toMatch(/<noscript><button type="submit"[^>]*>Apply<\/button><\/noscript>/);
    render(<SortSelect at={at()} variant={LISTING_VARIANTS.products} />);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
