import { WithTexts } from '@/tests/helpers/client-texts';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmationLookup } from '@/components/checkout/confirmation-lookup';
import { CONFIRMATION_ID_KEY } from '@/lib/account/return-url';

const replace = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  replace.mockReset();
  vi.stubGlobal('location', { ...window.location, replace });
});
afterEach(() => vi.unstubAllGlobals());

describe('ConfirmationLookup (/order-confirmation without an order)', () => {
  it('opens the order this tab last confirmed', async () => {
    sessionStorage.setItem(CONFIRMATION_ID_KEY, 'o_7f3a');
    render(
      <WithTexts namespaces={['checkout']}>
        <ConfirmationLookup />
      </WithTexts>,
    );
    await act(async () => {});
    expect(replace).toHaveBeenCalledWith('/order-confirmation?order=o_7f3a');
  });

  it('says there is no order to show when the tab has none', async () => {
    render(
      <WithTexts namespaces={['checkout']}>
        <ConfirmationLookup />
      </WithTexts>,
    );
    await act(async () => {});
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'No order to show' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it("says so in the server's HTML too, for a browser without JavaScript", () => {
    const html = renderToString(
      <WithTexts namespaces={['checkout']}>
        <ConfirmationLookup />
      </WithTexts>,
    );
    expect(html).toContain('Looking for your order…');
    expect(html).toMatch(/<noscript><h1[^>]*>No order to show<\/h1>/);
  });
});
