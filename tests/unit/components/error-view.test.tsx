import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import PageError from '@/app/error';
import { ErrorView } from '@/components/layout/error-view';
import { CATALOGUE_UNAVAILABLE_DIGEST } from '@/lib/catalogue-unavailable';
import { STORE_UNAVAILABLE_DIGEST } from '@/lib/store-unavailable';
import { MESSAGES } from '@/messages';
import { textsWrapper } from '@/tests/helpers/client-texts';

const { catalogue, store } = MESSAGES.en.status.client;
const wrapper = textsWrapper(['status']);

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

describe('the generic error page', () => {
  it("is titled 'Unexpected Application Error!' and offers a retry and a way home", () => {
    const retry = vi.fn();
    render(<ErrorView onRetry={retry} />, { wrapper });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'RETURN TO HOME' }).getAttribute('href')).toBe('/');
  });

  it('says the catalogue cannot be loaded for a catalogue page the ERP could not fill; retry asks the server again', () => {
    const reset = vi.fn();
    const error = Object.assign(new Error('hidden in production'), { digest: CATALOGUE_UNAVAILABLE_DIGEST });
    render(<PageError error={error} reset={reset} />, { wrapper });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(catalogue.title);
    expect(screen.getByRole('alert').textContent).toContain(catalogue.text);
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(refresh).toHaveBeenCalledOnce();
    expect(reset).toHaveBeenCalledOnce();
  });

  it("says the page is not available when the shop's database is out of reach", () => {
    const error = Object.assign(new Error('hidden in production'), { digest: STORE_UNAVAILABLE_DIGEST });
    render(<PageError error={error} reset={() => {}} />, { wrapper });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(store.title);
    expect(screen.getByRole('alert').textContent).toContain(store.text);
  });

  it('keeps the generic text for any other error', () => {
    render(<PageError error={Object.assign(new Error('x'), { digest: '123' })} reset={() => {}} />, {
      wrapper,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
  });
});

describe('the error page in Greek', () => {
  it('names the error, the retry and the way home in Greek, under /el', () => {
    const error = Object.assign(new Error('x'), { digest: STORE_UNAVAILABLE_DIGEST });
    render(<PageError error={error} reset={() => {}} />, { wrapper: textsWrapper(['status'], 'el') });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Αυτή η σελίδα δεν είναι διαθέσιμη αυτή τη στιγμή',
    );
    expect(screen.getByRole('button', { name: 'ΔΟΚΙΜΑΣΤΕ ΞΑΝΑ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ΕΠΙΣΤΡΟΦΗ ΣΤΗΝ ΑΡΧΙΚΗ' }).getAttribute('href')).toBe('/el');
  });
});

describe('the last resort when the root layout fails (app/global-error.tsx)', () => {
  it('is a whole page: lang, the spec title, noindex and texts in a main landmark, a retry and a way home that loads afresh', async () => {
    const { default: GlobalError } = await import('@/app/global-error');
    const html = renderToStaticMarkup(<GlobalError />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain('<title>Unexpected Application Error!</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<main><section[^>]*role="alert"><h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toContain('Something went wrong on our side. Please try again.');
    expect(html).toMatch(/<button[^>]*>TRY AGAIN<\/button>/);
    // A plain link: the app router's tree is the one that failed.
    expect(html).toMatch(/<a href="\/" class="[^"]*">RETURN TO HOME<\/a>/);
  });
});
