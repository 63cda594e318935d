import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '@/components/product/share-button';
import { MESSAGES } from '@/messages';

const { linkCopied: LINK_COPIED, linkNotCopied: LINK_NOT_COPIED } = MESSAGES.en.product.client;
import { Toaster } from '@/components/ui/toast';
import { WithTexts } from '@/tests/helpers/client-texts';

const renderInTexts = (ui: React.ReactNode) =>
  render(<WithTexts namespaces={['product', 'cart']}>{ui}</WithTexts>);

const renderIt = () =>
  renderInTexts(
    <>
      <ShareButton title="Slim Jeans" href="/men/102/product/501" />
      <Toaster />
    </>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('share button', () => {
  it('uses the Web Share API where the browser has it', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Slim Jeans',
        url: `${window.location.origin}/men/102/product/501`,
      }),
    );
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('otherwise copies the absolute link and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(LINK_COPIED));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/men/102/product/501`);
  });

  it('says when the link could not be copied', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(LINK_NOT_COPIED));
  });
});
