import { act, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from '@/components/account/profile-form';
import { Toaster } from '@/components/ui/toast';
import { pendingFetch, respond, sent } from './helpers';
import { accountPageWrapper } from '@/tests/helpers/account-texts';

/** Renders with the account texts (English), as the root layout gives them. */
const render = (ui: React.ReactElement) => renderPlain(ui, { wrapper: accountPageWrapper() });

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const initial = { firstName: 'Ana', lastName: 'Georgiou', email: 'ana@example.com', phone: '' };
const answer = { profile: { ...initial, firstName: 'Anna' }, address: {} };

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const submit = () => act(async () => fireEvent.submit(field('First name').form!));
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Sav/ });

function renderForm() {
  render(
    <>
      <ProfileForm initial={initial} />
      <Toaster />
    </>,
  );
}

beforeEach(() => router.refresh.mockReset());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProfileForm', () => {
  it('is prefilled and reads Save', () => {
    renderForm();
    expect(field('First name').value).toBe('Ana');
    expect(field('Email').value).toBe('ana@example.com');
    expect(button().textContent).toBe('Save');
  });

  it("reads 'Saving...' while it sends, then 'Saved!' for 3 s, and refreshes the page", async () => {
    vi.useFakeTimers();
    const { fetchMock, finish } = pendingFetch();
    renderForm();
    fireEvent.change(field('First name'), { target: { value: 'Anna' } });
    await submit();
    expect(button().textContent).toBe('Saving...');
    expect(button().disabled).toBe(true);
    expect(sent(fetchMock)).toEqual({
      url: '/api/account/profile',
      method: 'PUT',
      body: { firstName: 'Anna', lastName: 'Georgiou', email: 'ana@example.com' },
    });
    await act(async () => finish(200, answer));
    expect(button().textContent).toBe('Saved!');
    expect(router.refresh).toHaveBeenCalledOnce();
    await act(async () => void vi.advanceTimersByTime(2999));
    expect(button().textContent).toBe('Saved!');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(button().textContent).toBe('Save');
  });

  it('shows the rule messages under the fields without sending', async () => {
    const fetchMock = respond(200, answer);
    renderForm();
    fireEvent.change(field('First name'), { target: { value: ' ' } });
    fireEvent.change(field('Email'), { target: { value: 'ana@' } });
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    const described = (label: string) =>
      document.getElementById(field(label).getAttribute('aria-describedby')!)!.textContent;
    expect(described('First name')).toBe('First name is required');
    expect(described('Email')).toBe('Please enter a valid email address');
  });

  it("toasts 'Update failed' / 'There was an error updating your profile' and keeps what was typed", async () => {
    respond(503, { error: { code: 'unavailable', message: 'Service unavailable' } });
    renderForm();
    fireEvent.change(field('Last name'), { target: { value: 'Papadopoulou' } });
    await submit();
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Update failedThere was an error updating your profile',
    );
    expect(field('Last name').value).toBe('Papadopoulou');
    expect(button().textContent).toBe('Save');
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("puts the server's field message on its field", async () => {
    const taken = 'A user with this email already exists';
    respond(409, { error: { code: 'email_taken', message: taken, fields: { email: taken } } });
    renderForm();
    fireEvent.change(field('Email'), { target: { value: 'bob@example.com' } });
    fireEvent.change(field('Current password'), { target: { value: 'old-pass' } });
    await submit();
    expect(document.getElementById(field('Email').getAttribute('aria-describedby')!)!.textContent).toBe(
      taken,
    );
    expect(field('Email').value).toBe('bob@example.com');
  });

  it("shows a 429's own message", async () => {
    respond(429, { error: { code: 'rate_limited', message: 'Too many attempts. Try again in a minute.' } });
    renderForm();
    await submit();
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Update failedToo many attempts. Try again in a minute.',
    );
  });

  it('asks for the current password, with its hint, only while the email differs from the saved one', async () => {
    renderForm();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    fireEvent.change(field('Email'), { target: { value: 'ana.new@example.com' } });
    const password = field('Current password');
    expect(password.type).toBe('password');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Needed to change your sign-in email. We will send a link to the new address to confirm it.',
    );
    fireEvent.change(field('Email'), { target: { value: ' ANA@example.com ' } });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it('a new email without the password is stopped on that field; with it, the password is sent', async () => {
    const fetchMock = respond(200, answer);
    renderForm();
    fireEvent.change(field('Email'), { target: { value: 'ana.new@example.com' } });
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(
      document.getElementById(field('Current password').getAttribute('aria-describedby')!.split(' ')[0])!
        .textContent,
    ).toBe('Please enter your current password');
    expect(document.activeElement).toBe(field('Current password'));
    fireEvent.change(field('Current password'), { target: { value: 'old-pass' } });
    await submit();
    expect(sent(fetchMock).body).toEqual({
      ...initial,
      phone: undefined,
      email: 'ana.new@example.com',
      currentPassword: 'old-pass',
    });
  });

  it('after an email change request: the saved email stays, and the message says to confirm from the new inbox', async () => {
    const message = 'We have sent a confirmation link to ana.new@example.com. Open it within 60 minutes.';
    respond(200, { ...answer, profile: initial, emailChange: { email: 'ana.new@example.com', message } });
    renderForm();
    fireEvent.change(field('Email'), { target: { value: 'ana.new@example.com' } });
    fireEvent.change(field('Current password'), { target: { value: 'old-pass' } });
    await submit();
    expect(screen.getByText(message).getAttribute('role')).toBe('status');
    expect(field('Email').value).toBe('ana@example.com');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it("puts a wrong password's message on the password field", async () => {
    const wrong = 'Your current password is not correct, so your email was not changed.';
    respond(400, { error: { code: 'wrong_password', message: wrong, fields: { currentPassword: wrong } } });
    renderForm();
    fireEvent.change(field('Email'), { target: { value: 'ana.new@example.com' } });
    fireEvent.change(field('Current password'), { target: { value: 'guess' } });
    await submit();
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(wrong)).toBeTruthy();
    expect(field('Email').value).toBe('ana.new@example.com');
  });
});
