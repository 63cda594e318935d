import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LAZY_PART_FAILED, LazyPart } from '@/components/ui/lazy-part';
import { Toaster } from '@/components/ui/toast';

describe('LazyPart: a part loaded on first use', () => {
  it('shows the part once its chunk has loaded', async () => {
    const Part = lazy(async () => ({ default: () => <p>Loaded part</p> }));
    render(
      <LazyPart onFail={() => {}}>
        <Part />
      </LazyPart>,
    );
    expect(await screen.findByText('Loaded part')).toBeTruthy();
  });

  it('whose chunk fails to load closes and says so, and the page around it stays', async () => {
    const onFail = vi.fn();
    const Part = lazy(() => Promise.reject(new Error('Loading chunk 42 failed')));
    // React reports the caught error to the console; the test is about what the shopper sees.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      render(
        <>
          <p>The page</p>
          <LazyPart onFail={onFail}>
            <Part />
          </LazyPart>
          <Toaster />
        </>,
      );
    });
    await waitFor(() => expect(onFail).toHaveBeenCalledOnce());
    expect(screen.getByText('The page')).toBeTruthy();
    expect((await screen.findByTestId('toast')).textContent).toBe(LAZY_PART_FAILED);
    quiet.mockRestore();
  });
});
