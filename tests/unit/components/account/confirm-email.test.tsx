import { act, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmEmail } from '@/components/account/confirm-email';
import { respond, sent } from './helpers';
import { accountPageWrapper } from '@/tests/helpers/account-texts';

/** Renders with the account texts (English), as the root layout gives them. */
const render = (ui: React.ReactElement) => renderPlain(ui, { wrapper: accountPageWrapper() });

const account = vi.hoisted(() => ({ signedIn: vi.fn() }));
vi.mock('@/components/account/account-client', () => account);

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm new email' });
const press = () => act(async () => fireEvent.click(button()));

beforeEach(() => account.signedIn.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('ConfirmEmail (the page behind the mailed link)', () => {
  it('changes nothing until its button is pressed, then posts the token', async () => {
    const fetchMock = respond(200, { ok: true, email: 'new@example.com', user: null });
    render(<ConfirmEmail token={'t'.repeat(43)} />);
    expect(fetchMock).not.toHaveBeenCalled();
    await press();
    expect(sent(fetchMock)).toEqual({
      url: '/api/auth/confirm-email',
      method: 'POST',
      body: { token: 't'.repeat(43) },
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Your sign-in email is now new@example.com. Every device that was signed in to your account has been signed out.',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(account.signedIn).not.toHaveBeenCalled();
  });

  it('a browser signed in to the account is signed in again with the new email', async () => {
    respond(200, { ok: true, email: 'new@example.com', user: { name: 'Ana', email: 'new@example.com' } });
    render(<ConfirmEmail token={'t'.repeat(43)} />);
    await press();
    expect(account.signedIn).toHaveBeenCalledWith({ name: 'Ana', email: 'new@example.com' });
    expect(screen.getByRole('status').textContent).toContain(
      'You are signed in with your new email on this device.',
    );
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/account');
  });

  it("a used or expired link shows the server's message", async () => {
    const invalid = 'This email confirmation link is invalid or has expired. Please change your email again.';
    respond(400, { error: { code: 'invalid_token', message: invalid } });
    render(<ConfirmEmail token={'t'.repeat(43)} />);
    await press();
    expect(screen.getByRole('alert').textContent).toBe(invalid);
    expect(account.signedIn).not.toHaveBeenCalled();
  });

  it('without a token: the invalid-link message and no button', () => {
    render(<ConfirmEmail token="" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'This email confirmation link is invalid or has expired. Please change your email again.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
