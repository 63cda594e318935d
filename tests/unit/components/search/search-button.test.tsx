import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { textsWrapper } from '@/tests/helpers/client-texts';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
const { SearchButton, OPEN_SEARCH_EVENT } = await import('@/components/layout/search-button');

const dialog = () => screen.queryByRole('dialog');
const trigger = () => screen.getByRole('button', { name: 'Search' });

async function closeWithButton() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close search' })));
  await waitFor(() => expect(dialog()).toBeNull());
}

describe('SearchButton', () => {
  it.each([
    ['Ctrl+K', { ctrlKey: true }],
    ['Cmd+K', { metaKey: true }],
  ])(
    '%s opens the overlay (loaded on demand) and focus returns to the trigger on close',
    async (_, modifier) => {
      render(<SearchButton />, { wrapper: textsWrapper(['search', 'layout', 'common']) });
      // Held before opening: while the modal is open the page behind it (the trigger too) is inert.
      const button = trigger();
      button.focus();
      expect(dialog()).toBeNull();
      await act(async () => fireEvent.keyDown(window, { key: 'k', ...modifier }));
      // The first open imports the dialog and Headless UI: slow on a busy machine.
      await waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 });
      expect(button.getAttribute('aria-expanded')).toBe('true');
      await closeWithButton();
      expect(document.activeElement).toBe(button);
    },
  );

  it('ignores K without a modifier, and opens on the open-search event', async () => {
    render(<SearchButton />, { wrapper: textsWrapper(['search', 'layout', 'common']) });
    await act(async () => fireEvent.keyDown(window, { key: 'k' }));
    expect(dialog()).toBeNull();
    await act(async () => void window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT)));
    await waitFor(() => expect(dialog()).not.toBeNull());
  });
});
