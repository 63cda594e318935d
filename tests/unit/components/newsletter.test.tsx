import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormPostError } from '@/components/forms/post-json';
import { Newsletter } from '@/components/home/newsletter';
import { NewsletterConsent } from '@/components/home/newsletter-consent';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { NEWSLETTER_CHECK_INBOX } from '@/lib/newsletter/messages';
import { textsWrapper } from '@/tests/helpers/client-texts';

const wrapper = textsWrapper(['newsletter']);

const ok = () => vi.fn().mockResolvedValue(undefined);
const consent = <NewsletterConsent />;

const input = () => screen.getByLabelText<HTMLInputElement>('Email address');
const form = () => input().form as HTMLFormElement;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Newsletter', () => {
  it("is 'JOIN THE RUCK CLUB' with a required, labelled email field", () => {
    render(<Newsletter consent={consent} onSubscribe={ok()} />, { wrapper });
    expect(screen.getByRole('heading', { name: 'JOIN THE RUCK CLUB' })).toBeTruthy();
    expect(input().type).toBe('email');
    expect(input().required).toBe(true);
    expect(input().autocomplete).toBe('email');
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeTruthy();
  });

  it('shows the stored consent text next to the field and describes the field with it', () => {
    render(<Newsletter consent={consent} onSubscribe={ok()} />, { wrapper });
    const described = document.getElementById(input().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(`${NEWSLETTER_CONSENT.text} Privacy Policy`);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('shows THANK YOU for 3 s, then resets the button and clears the email', async () => {
    render(<Newsletter consent={consent} onSubscribe={ok()} />, { wrapper });
    fireEvent.change(input(), { target: { value: 'ana@example.com' } });
    await act(async () => fireEvent.submit(form()));
    expect(screen.getByRole('button', { name: 'THANK YOU' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_CHECK_INBOX);
    expect(input().value).toBe('ana@example.com');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('button', { name: 'THANK YOU' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeTruthy();
    expect(input().value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hands the trimmed email to onSubscribe, and keeps it with an error when that fails', async () => {
    const onSubscribe = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(undefined);
    render(<Newsletter consent={consent} onSubscribe={onSubscribe} />, { wrapper });
    fireEvent.change(input(), { target: { value: ' ana@example.com ' } });
    await act(async () => fireEvent.submit(form()));
    expect(onSubscribe).toHaveBeenCalledWith('ana@example.com');
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeTruthy();
    await act(async () => fireEvent.submit(form()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'THANK YOU' })).toBeTruthy();
  });

  it("shows the server's own message (a 429, say) and ties it to the field", async () => {
    const onSubscribe = vi
      .fn()
      .mockRejectedValue(new FormPostError('Too many attempts. Please try again in 1 minute.', 429));
    render(<Newsletter consent={consent} onSubscribe={onSubscribe} />, { wrapper });
    fireEvent.change(input(), { target: { value: 'ana@example.com' } });
    await act(async () => fireEvent.submit(form()));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please try again in 1 minute.');
    expect(input().getAttribute('aria-describedby')?.split(' ')[0]).toBe(alert.id);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().value).toBe('ana@example.com');
  });

  it('posts the address to /api/newsletter by default', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      render(<Newsletter consent={consent} />, { wrapper });
      fireEvent.change(input(), { target: { value: 'ana@example.com' } });
      await act(async () => fireEvent.submit(form()));
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/newsletter',
        expect.objectContaining({ method: 'POST', body: '{"email":"ana@example.com"}' }),
      );
      expect(screen.getByRole('button', { name: 'THANK YOU' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
