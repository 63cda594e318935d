import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPart } from '@/components/ui/lazy-part';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';
import { textsWrapper } from '@/tests/helpers/client-texts';
import { Toaster } from '@/components/ui/toast';

describe('LazyPart: a part loaded on first use', () => {
  it('shows the part once its chunk has loaded', async () => {
    const Part = lazy(async () => ({ default: () => <p>Loaded part</p> }));
    render(
      <LazyPart onFail={() => {}}>
        <Part />
      </LazyPart>,
      { wrapper: textsWrapper([]) },
    );
    expect(await screen.findByText('Loaded part')).toBeTruthy();
  });

  it.each<Locale>(['en', 'el'])(
    'whose chunk fails to load closes and says so (%s), and the page around it stays',
    async (locale) => {
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
          { wrapper: textsWrapper([], locale) },
        );
      });
      await waitFor(() => expect(onFail).toHaveBeenCalledOnce());
      expect(screen.getByText('The page')).toBeTruthy();
      expect((await screen.findByTestId('toast')).textContent).toBe(
        MESSAGES[locale].status.client.partFailed,
      );
      quiet.mockRestore();
    },
  );
});
