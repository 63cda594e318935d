import { act, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccount } from '@/components/account/delete-account';
import { Toaster } from '@/components/ui/toast';
import { respond, sent } from './helpers';
import { accountPageWrapper } from '@/tests/helpers/account-texts';

/** Renders with the account texts (English), as the root layout gives them. */
const render = (ui: React.ReactElement) => renderPlain(ui, { wrapper: accountPageWrapper() });

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
const account = vi.hoisted(() => ({ signedOut: vi.fn() }));
vi.mock('@/components/account/account-client', () => account);

// The dialog loads on first press (with Headless UI), so it is found, not got.
async function openDialog() {
  render(
    <>
      <DeleteAccount />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' }, { timeout: 5000 });
}
const confirmButton = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.type === 'submit')!;
const type = (value: string) =>
  fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value } });
const password = () => screen.getByLabelText<HTMLInputElement>(/^Current password/);
const typePassword = (value: string) => fireEvent.change(password(), { target: { value } });
const describedBy = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

beforeEach(() => {
  router.replace.mockReset();
  router.refresh.mockReset();
  account.signedOut.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('DeleteAccount', () => {
  it('enables the confirm button only once DELETE is typed exactly', async () => {
    const dialog = await openDialog();
    expect(confirmButton(dialog).disabled).toBe(true);
    type('delete');
    expect(confirmButton(dialog).disabled).toBe(true);
    type('DELETE ');
    expect(confirmButton(dialog).disabled).toBe(true);
    type('DELETE');
    expect(confirmButton(dialog).disabled).toBe(false);
  });

  it('confirming with the password deletes, signs the browser out, toasts and goes home', async () => {
    const fetchMock = respond(200, { ok: true });
    const dialog = await openDialog();
    type('DELETE');
    typePassword('my-pass');
    await act(async () => fireEvent.click(confirmButton(dialog)));
    expect(sent(fetchMock)).toEqual({
      url: '/api/auth/delete',
      method: 'POST',
      body: { confirm: 'DELETE', currentPassword: 'my-pass' },
    });
    expect(account.signedOut).toHaveBeenCalledOnce();
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Account deletedYour account has been deleted.',
    );
    expect(router.replace).toHaveBeenCalledWith('/');
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('without the password nothing is sent: the password field says so and takes the focus', async () => {
    const fetchMock = respond(200, { ok: true });
    const dialog = await openDialog();
    type('DELETE');
    await act(async () => fireEvent.click(confirmButton(dialog)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(describedBy(password())).toBe('Please enter your current password');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password());
  });

  it("a wrong password: the server's message on the field, nothing deleted, still signed in", async () => {
    const wrong = 'Your current password is not correct, so your account was not deleted.';
    respond(400, { error: { code: 'wrong_password', message: wrong, fields: { currentPassword: wrong } } });
    const dialog = await openDialog();
    type('DELETE');
    typePassword('guess');
    await act(async () => fireEvent.click(confirmButton(dialog)));
    expect(describedBy(password())).toBe(wrong);
    expect(dialog.querySelector('p[role="alert"]')?.textContent).toBe('');
    expect((await screen.findByTestId('toast')).textContent).toBe(`Failed to delete account${wrong}`);
    expect(account.signedOut).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("a failure toasts 'Failed to delete account', says it inside the dialog too, and stays signed in", async () => {
    respond(503, { error: { code: 'unavailable', message: 'Service unavailable' } });
    const dialog = await openDialog();
    type('DELETE');
    typePassword('my-pass');
    await act(async () => fireEvent.click(confirmButton(dialog)));
    expect((await screen.findByTestId('toast')).textContent).toBe('Failed to delete account');
    // The toast's live region is behind the modal (inert): the dialog says it to a screen reader.
    const alert = [...dialog.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
    expect(alert).toContain('Failed to delete account');
    expect(account.signedOut).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
    expect(confirmButton(dialog).disabled).toBe(false);
  });

  it('Cancel closes the dialog', async () => {
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
