import { act, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordForm } from '@/components/account/password-form';
import { Toaster } from '@/components/ui/toast';
import { respond, sent } from './helpers';
import { accountPageWrapper } from '@/tests/helpers/account-texts';

/** Renders with the account texts (English), as the root layout gives them. */
const render = (ui: React.ReactElement) => renderPlain(ui, { wrapper: accountPageWrapper() });

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const fill = (current: string, next: string, confirm: string) => {
  fireEvent.change(field('Current password'), { target: { value: current } });
  fireEvent.change(field('New password'), { target: { value: next } });
  fireEvent.change(field('Confirm new password'), { target: { value: confirm } });
};
const submit = () => act(async () => fireEvent.submit(field('Current password').form!));
const messageOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

function renderForm() {
  render(
    <>
      <PasswordForm />
      <Toaster />
    </>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PasswordForm', () => {
  it('is a POST form: tapped before its script runs, no password goes into the URL', () => {
    renderForm();
    expect(document.querySelector('form')!.getAttribute('method')).toBe('post');
  });

  it("shows 'Passwords do not match' on the confirmation, without sending", async () => {
    const fetchMock = respond(200, { user: {} });
    renderForm();
    fill('old-secret', 'new-secret', 'new-secrex');
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(messageOf('Confirm new password')).toBe('Passwords do not match');
    expect(field('Confirm new password').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows 'Password must be at least 8 characters' for a short password", async () => {
    respond(200, { user: {} });
    renderForm();
    fill('old-secret', 'abc', 'abc');
    await submit();
    expect(messageOf('New password')).toBe('Password must be at least 8 characters');
  });

  it('sends the three fields, clears them and confirms with a toast', async () => {
    const fetchMock = respond(200, { user: { name: 'Ana', email: 'ana@example.com' } });
    renderForm();
    fill('old-secret', 'new-secret', 'new-secret');
    await submit();
    expect(sent(fetchMock)).toEqual({
      url: '/api/auth/password',
      method: 'POST',
      body: { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' },
    });
    expect((await screen.findByTestId('toast')).textContent).toContain('Password updated');
    expect(field('Current password').value).toBe('');
  });

  it("a wrong current password toasts the spec's message and keeps what was typed", async () => {
    const failed = 'Failed to update password. Please check your current password and try again';
    respond(400, { error: { code: 'wrong_password', message: failed } });
    renderForm();
    fill('wrong-one', 'new-secret', 'new-secret');
    await submit();
    expect((await screen.findByTestId('toast')).textContent).toBe(failed);
    expect(field('Current password').value).toBe('wrong-one');
    expect(field('New password').value).toBe('new-secret');
  });

  it("a network failure reads 'An unexpected error occurred'", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    renderForm();
    fill('old-secret', 'new-secret', 'new-secret');
    await submit();
    expect((await screen.findByTestId('toast')).textContent).toBe('An unexpected error occurred');
  });
});
