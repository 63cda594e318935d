import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Locale } from '@/lib/i18n/locales';
import { WithTexts } from '@/tests/helpers/client-texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import type { SearchCard, SearchResponse } from '@/lib/search/search-card';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const { SearchDialog } = await import('@/components/search/search-dialog');

const card = (id: number, name: string): SearchCard => ({
  id,
  name,
  href: `/product/${id}`,
  image: null,
  price: '€10.00',
  originalPrice: null,
  colours: ['Black', 'White'],
});

/** fetch answers held until the test releases them, to play responses out of order. */
const pending: { url: string; answer: (items: SearchCard[]) => void; fail: () => void }[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) =>
          pending.push({
            url,
            answer: (items) =>
              resolve(Response.json({ term: '', kept: items.length, items } satisfies SearchResponse)),
            fail: () => resolve(new Response('busy', { status: 503 })),
          }),
        ),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  pending.length = 0;
  push.mockClear();
});

/** The overlay with a cache of its own: swr remembers answers across renders (and tests). */
const open = (onClose: () => void = () => {}, locale: Locale = 'en') =>
  render(
    <WithTexts locale={locale} namespaces={['search']}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <SearchDialog onClose={onClose} returnFocus={{ current: null }} />
      </SWRConfig>
    </WithTexts>,
  );
const input = () => screen.getByRole('combobox', { name: 'Search for products' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const answer = (i: number, items: SearchCard[]) => act(async () => pending[i].answer(items));

describe('SearchDialog', () => {
  it('asks the server 300 ms after the last keystroke, showing Searching... meanwhile', async () => {
    open();
    type('d');
    await wait(200);
    type('dress');
    await wait(299);
    expect(pending).toHaveLength(0);
    expect(screen.getByText('Searching...')).toBeTruthy();
    await wait(1);
    expect(pending.map((p) => p.url)).toEqual(['/api/search?q=dress']);
    await answer(0, [card(1, 'Midi Dress'), card(2, 'Shirt Dress')]);
    expect(screen.getByRole('heading', { name: 'PRODUCTS SUGGESTED' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Midi Dress€10.00Black, White',
      'Shirt Dress€10.00Black, White',
    ]);
    expect(screen.getByRole('link', { name: 'View all products' }).getAttribute('href')).toBe(
      '/products?search=dress',
    );
  });

  it('drops a stale answer that arrives after a newer one', async () => {
    open();
    type('dre');
    await wait(300);
    type('jeans');
    await wait(300);
    expect(pending.map((p) => p.url)).toEqual(['/api/search?q=dre', '/api/search?q=jeans']);
    await answer(1, [card(2, 'Slim Jeans')]);
    await answer(0, [card(1, 'Midi Dress')]);
    expect(screen.getAllByRole('option').map((o) => o.querySelector('p')?.textContent)).toEqual([
      'Slim Jeans',
    ]);
  });

  it('shows a term typed again from what it remembers, and no results when the search fails', async () => {
    open();
    type('dress');
    await wait(300);
    await answer(0, [card(1, 'Midi Dress')]);
    type('jeans');
    await wait(300);
    await act(async () => pending[1].fail());
    expect(screen.getByText('No products found for "jeans"')).toBeTruthy();
    type('dress');
    await wait(300);
    expect(screen.getAllByRole('option').map((o) => o.querySelector('p')?.textContent)).toEqual([
      'Midi Dress',
    ]);
  });

  it('shows the spec texts when nothing matches', async () => {
    open();
    type('  xqzv ');
    await wait(300);
    await answer(0, []);
    expect(screen.getByText('No products found for "xqzv"')).toBeTruthy();
    expect(screen.getByText('Try different keywords or browse categories')).toBeTruthy();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('arrow keys move the active option (wrapping) and Enter opens it', async () => {
    const onClose = vi.fn();
    open(onClose);
    type('dress');
    await wait(300);
    await answer(0, [card(1, 'Midi Dress'), card(2, 'Shirt Dress')]);
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/product/2');
    expect(onClose).toHaveBeenCalled();
  });

  it('with empty input offers the suggested searches; one fills the input and searches', async () => {
    open();
    expect(input().getAttribute('placeholder')).toBe('Search for products...');
    fireEvent.click(screen.getByRole('button', { name: 'Denim Trousers' }));
    expect((input() as HTMLInputElement).value).toBe('denim');
    await wait(300);
    expect(pending.map((p) => p.url)).toEqual(['/api/search?q=denim']);
  });

  it('speaks Greek on a Greek page: labels, suggestions, empty answer', async () => {
    open(() => {}, 'el');
    expect(screen.getByRole('combobox', { name: 'Αναζήτηση προϊόντων' }).getAttribute('placeholder')).toBe(
      'Αναζητήστε προϊόντα...',
    );
    expect(screen.getByText('ΠΡΟΤΕΙΝΟΜΕΝΕΣ ΑΝΑΖΗΤΗΣΕΙΣ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Τζιν' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ανδρική συλλογή' })).toBeTruthy();
    expect(screen.queryByText('SUGGESTED SEARCHES')).toBeNull();
    expect(screen.getByRole('button', { name: 'Κλείσιμο αναζήτησης' })).toBeTruthy();
  });
});
