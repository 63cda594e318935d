import { act, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PASSWORD_RESET_DONE,
  ResetPasswordForm,
  ResetRequestForm,
} from '@/components/account/reset-password-forms';
import { accountPageWrapper } from '@/tests/helpers/account-texts';

/** Renders with the account texts (English), as the root layout gives them. */
const render = (ui: React.ReactElement) => renderPlain(ui, { wrapper: accountPageWrapper() });

const TOKEN = 'A'.repeat(43);
let fetchMock: ReturnType<typeof vi.fn>;
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const fill = (name: string, value: string) =>
  fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
const submit = () => act(async () => fireEvent.submit(document.querySelector('form')!));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ResetRequestForm', () => {
  it("sends the email and shows the server's answer (the same whether the account exists or not)", async () => {
    const message =
      'If an account exists for this email, we have sent a link to reset its password. It is valid for 30 minutes.';
    answer(200, { ok: true, message });
    render(<ResetRequestForm />);
    fill('email', 'ana@example.com');
    await submit();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/forgot', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({ email: 'ana@example.com' });
    expect(screen.getByRole('status').textContent).toBe(message);
  });

  it('refuses a malformed email before sending', async () => {
    render(<ResetRequestForm />);
    fill('email', 'ana@');
    await submit();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a 429 shows the server's message and keeps the email", async () => {
    answer(429, {
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 1 minute.' },
    });
    render(<ResetRequestForm />);
    fill('email', 'ana@example.com');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 1 minute.');
    expect(document.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('ana@example.com');
  });
});

describe('ResetPasswordForm', () => {
  it("checks 'Passwords do not match', then sets the password with the link's token", async () => {
    answer(200, { ok: true });
    render(<ResetPasswordForm token={TOKEN} />);
    fill('newPassword', 'newsecret1');
    fill('confirmPassword', 'newsecret2');
    await submit();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fill('confirmPassword', 'newsecret1');
    await submit();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({
      token: TOKEN,
      newPassword: 'newsecret1',
      confirmPassword: 'newsecret1',
    });
    expect(screen.getByRole('status').textContent).toBe(PASSWORD_RESET_DONE);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('an expired or used link says so, keeps the typed passwords and offers a new link', async () => {
    const expired = 'This password reset link is invalid or has expired.';
    answer(400, { error: { code: 'invalid_token', message: expired, fields: { token: expired } } });
    render(<ResetPasswordForm token={TOKEN} />);
    fill('newPassword', 'newsecret1');
    fill('confirmPassword', 'newsecret1');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(expired);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(document.querySelector<HTMLInputElement>('input[name="newPassword"]')!.value).toBe('newsecret1');
  });
});
