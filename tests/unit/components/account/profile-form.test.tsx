import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from '@/components/account/profile-form';
import { Toaster } from '@/components/ui/toast';
import { pendingFetch, respond, sent } from './helpers';

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
    expect(screen.getByTestId('toast').textContent).toBe(
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
    expect(screen.getByTestId('toast').textContent).toBe(
      'Update failedToo many attempts. Try again in a minute.',
    );
  });
});
