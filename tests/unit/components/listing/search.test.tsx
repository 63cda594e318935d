import { act, fireEvent, screen } from '@testing-library/react';
import { render } from './render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { q } from './helpers';
import { PATHS, Toolbar } from './search-toolbar';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const box = () => screen.getByRole<HTMLInputElement>('searchbox');
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('SearchForm and SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    router.replace.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('is a labelled GET search form with the variant placeholder and the rest of the state hidden', () => {
    render(
      <Toolbar variant="outlet" query={q({ color: ['Black'], sort: 'latest', page: 2, search: 'tee' })} />,
    );
    const form = screen.getByRole<HTMLFormElement>('search', { name: 'Search outlet items' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/outlet');
    expect(box().getAttribute('placeholder')).toBe('Search outlet items...');
    expect(box().value).toBe('tee');
    expect(screen.getByRole('searchbox', { name: 'Search outlet items' })).toBe(box());
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map(
      (i) => `${i.name}=${i.value}`,
    );
    expect(hidden).toEqual(['color=Black', 'sort=latest']);
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it.each([
    ['products', 'Search for products...'],
    ['bestsellers', 'Search for products...'],
    ['new-arrivals', 'Search new arrivals...'],
  ] as const)('%s uses the placeholder %s', (variant, placeholder) => {
    render(<Toolbar variant={variant} />);
    expect(box().getAttribute('placeholder')).toBe(placeholder);
  });

  it.each([
    ['products', 200],
    ['bestsellers', 200],
    ['new-arrivals', 200],
    ['outlet', 300],
  ] as const)('%s navigates once, %i ms after the last keystroke, back to page 1', (variant, ms) => {
    render(<Toolbar variant={variant} query={q({ size: ['M'], page: 3 })} />);
    type('lin');
    wait(ms - 50);
    type('linen');
    wait(ms - 1);
    expect(router.replace).not.toHaveBeenCalled();
    wait(1);
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(router.replace).toHaveBeenCalledWith(`${PATHS[variant]}?search=linen&size=M`, { scroll: false });
  });

  it('does not navigate when only spaces were added', () => {
    render(<Toolbar variant="products" query={q({ search: 'linen' })} />);
    type('linen  ');
    wait(500);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('submits at once on Enter (form submit) and cancels the pending debounce', () => {
    render(<Toolbar variant="products" />);
    type('tee');
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.submit(box().form as HTMLFormElement);
    expect(router.replace).toHaveBeenCalledWith('/products?search=tee', { scroll: false });
    wait(1000);
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it('clears with the clear button, navigating at once and keeping the focus in the box', () => {
    render(<Toolbar variant="bestsellers" query={q({ search: 'tee', color: ['Navy'] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box().value).toBe('');
    expect(document.activeElement).toBe(box());
    expect(router.replace).toHaveBeenCalledWith('/collections/bestsellers?color=Navy', { scroll: false });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('keeps newer typing when the page catches up, but follows a search changed elsewhere', () => {
    const { rerender } = render(<Toolbar variant="products" />);
    type('lin');
    wait(200);
    type('linen');
    rerender(<Toolbar variant="products" query={q({ search: 'lin' })} />);
    expect(box().value).toBe('linen');
    // A 'Clear search' link or the back button: the page's search is not what the box sent.
    rerender(<Toolbar variant="products" query={q({ search: 'wool' })} />);
    expect(box().value).toBe('wool');
  });

  it('ignores an earlier search landing while a later one is on its way', () => {
    const { rerender } = render(<Toolbar variant="products" />);
    type('lin');
    wait(200);
    type('linen');
    wait(200);
    expect(router.replace).toHaveBeenCalledTimes(2);
    rerender(<Toolbar variant="products" query={q({ search: 'lin' })} />);
    expect(box().value).toBe('linen');
    rerender(<Toolbar variant="products" query={q({ search: 'linen' })} />);
    expect(box().value).toBe('linen');
  });
});
