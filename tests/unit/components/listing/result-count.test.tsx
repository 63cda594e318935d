import { act, fireEvent, screen } from '@testing-library/react';
import { render } from './render';
import { describe, expect, it, vi } from 'vitest';
import { q } from './helpers';
import { Toolbar } from './search-toolbar';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const status = () => screen.getByRole('status').textContent;

describe('ResultCount', () => {
  it('says N items found, or N search results when searching', () => {
    const { rerender } = render(<Toolbar variant="products" total={12} />);
    expect(status()).toBe('12 items found');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    rerender(<Toolbar variant="products" total={3} query={q({ search: 'tee' })} />);
    expect(status()).toBe('3 search results');
  });

  it("says 'Searching...' while the search navigation is pending", async () => {
    let finish = () => {};
    router.replace.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Toolbar variant="outlet" total={4} />);
    const box = screen.getByRole<HTMLInputElement>('searchbox');
    fireEvent.change(box, { target: { value: 'tee' } });
    await act(async () => {
      fireEvent.submit(box.form as HTMLFormElement);
    });
    expect(status()).toBe('Searching...');
    await act(async () => finish());
    expect(status()).toBe('4 items found');
    router.replace.mockReset();
  });
});
