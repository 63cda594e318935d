import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const router = { refresh: vi.fn(), replace: vi.fn(), push: vi.fn() };
let pathname = '/';
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => pathname }));

type Reply = { status: number; body?: unknown };
let replies: Record<string, Reply>;
let calls: { url: string; method: string; body: unknown }[];

function stubFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(init.body as string) : undefined,
      });
      const reply = replies[`${init.method ?? 'GET'} ${url}`];
      if (!reply) return Promise.reject(new TypeError('network down'));
      return Promise.resolve(new Response(JSON.stringify(reply.body ?? {}), { status: reply.status }));
    }),
  );
}

const setHint = (on: boolean) => {
  document.cookie = on ? 'signed_in=1; path=/' : 'signed_in=; path=/; max-age=0';
};

// The account store is module state: each test gets fresh modules.
async function renderPanel(locale: 'en' | 'el' = 'en') {
  vi.resetModules();
  const { AccountMenuPanel } = await import('@/components/account/account-menu-panel');
  const toast = await import('@/components/ui/toast');
  // Imported after the reset, so the island and the provider share one context module.
  const { WithTexts } = await import('@/tests/helpers/client-texts');
  const onDone = vi.fn();
  render(
    <WithTexts locale={locale} namespaces={['account']}>
      <AccountMenuPanel onDone={onDone} />
      <toast.Toaster />
    </WithTexts>,
  );
  return { onDone };
}

beforeEach(() => {
  replies = {};
  calls = [];
  stubFetch();
  vi.clearAllMocks();
});
afterEach(() => {
  setHint(false);
  vi.unstubAllGlobals();
});

const fill = (name: string, value: string) =>
  fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });

describe('AccountMenuPanel signed out', () => {
  it('shows the Login form without asking the server, and switches to Create Account and back', async () => {
    await renderPanel();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(calls).toEqual([]);
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'])
      expect(document.querySelector(`input[name="${name}"]`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    await renderPanel();
    const password = document.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('sends Remember me as ticked, and is a POST form that works before its script runs', async () => {
    await renderPanel();
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/auth/login/form');
    fill('email', 'ana@example.com');
    fill('password', 'a-password');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await act(async () => fireEvent.submit(form));
    expect(calls[0]).toMatchObject({ body: { rememberMe: true } });
  });

  it("checks the spec's rules before sending anything", async () => {
    await renderPanel();
    fill('email', 'not-an-email');
    fill('password', '');
    await act(async () => fireEvent.submit(document.querySelector('form')!));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("a refused sign-in: 'Login Failed' toast, the message, and the typed email kept", async () => {
    replies['POST /api/auth/login'] = {
      status: 401,
      body: {
        error: { code: 'invalid_credentials', message: 'Invalid email or password. Please try again.' },
      },
    };
    await renderPanel();
    fill('email', 'ana@example.com');
    fill('password', 'wrong-one');
    await act(async () => fireEvent.submit(document.querySelector('form')!));
    expect(calls[0]).toEqual({
      url: '/api/auth/login',
      method: 'POST',
      body: { email: 'ana@example.com', password: 'wrong-one', rememberMe: false },
    });
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('Login FailedInvalid email or password. Please try again.');
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password. Please try again.');
    expect(document.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('ana@example.com');
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("a network failure: 'Login Error'", async () => {
    await renderPanel();
    fill('email', 'ana@example.com');
    fill('password', 'secret12');
    await act(async () => fireEvent.submit(document.querySelector('form')!));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Login ErrorAn unexpected error occurred. Please try again later.',
    );
  });

  it("signs in: 'Login Successful' / 'Welcome back!', closes and refreshes the page", async () => {
    replies['POST /api/auth/login'] = {
      status: 200,
      body: { user: { name: 'Ana', email: 'ana@example.com' } },
    };
    const { onDone } = await renderPanel();
    fill('email', 'ana@example.com');
    fill('password', 'secret12');
    await act(async () => fireEvent.submit(document.querySelector('form')!));
    expect((await screen.findByTestId('toast')).textContent).toBe('Login SuccessfulWelcome back!');
    expect(onDone).toHaveBeenCalled();
    expect(router.refresh).toHaveBeenCalled();
    expect(await screen.findByText('Hello, Ana')).toBeTruthy();
  });

  it('registers: the email already taken is said on the email field, what was typed is kept', async () => {
    replies['POST /api/auth/register'] = {
      status: 409,
      body: {
        error: {
          code: 'email_taken',
          message: 'A user with this email already exists',
          fields: { email: 'A user with this email already exists' },
        },
      },
    };
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    fill('firstName', 'Ana');
    fill('lastName', 'Georgiou');
    fill('email', 'taken@example.com');
    fill('password', 'secret12');
    fill('confirmPassword', 'secret13');
    await act(async () => fireEvent.submit(document.querySelector('form')!));
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(calls).toEqual([]);
    fill('confirmPassword', 'secret12');
    await act(async () => fireEvent.submit(document.querySelector('form')!));
    expect(calls[0].body).toEqual({
      firstName: 'Ana',
      lastName: 'Georgiou',
      email: 'taken@example.com',
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      'A user with this email already exists',
    );
    expect(email.value).toBe('taken@example.com');
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Registration FailedA user with this email already exists',
    );
  });

  it("registers: 'Registration Successful' and signed in", async () => {
    replies['POST /api/auth/register'] = {
      status: 201,
      body: { user: { name: 'Ana', email: 'ana@example.com' } },
    };
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    fill('firstName', 'Ana');
    fill('lastName', 'Georgiou');
    fill('email', 'ana@example.com');
    fill('password', 'secret12');
    fill('confirmPassword', 'secret12');
    await act(async () => fireEvent.submit(document.querySelector('form')!));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Registration SuccessfulYour account has been created successfully. You are now logged in.',
    );
    expect(await screen.findByText('Hello, Ana')).toBeTruthy();
  });
});

describe('AccountMenuPanel signed in', () => {
  it("greets by name with the email, the account links, and logs out with the spec's toast", async () => {
    setHint(true);
    replies['GET /api/auth/session'] = {
      status: 200,
      body: { user: { name: 'Eleni', email: 'demo@example.com' } },
    };
    replies['POST /api/auth/logout'] = { status: 200, body: { ok: true } };
    const { onDone } = await renderPanel();
    expect(await screen.findByText('Hello, Eleni')).toBeTruthy();
    expect(screen.getByText('demo@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Account Dashboard' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Order History' }).getAttribute('href')).toBe(
      '/account?tab=orders',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log Out' })));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Logged OutYou have been successfully logged out.',
    );
    expect(onDone).toHaveBeenCalled();
    expect(router.refresh).toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('signed_in=1');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('logging out on the account page goes home instead of refreshing into Access Denied', async () => {
    setHint(true);
    pathname = '/account';
    replies['GET /api/auth/session'] = {
      status: 200,
      body: { user: { name: 'Eleni', email: 'demo@example.com' } },
    };
    replies['POST /api/auth/logout'] = { status: 200, body: { ok: true } };
    await renderPanel();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Log Out' })));
    expect(router.replace).toHaveBeenCalledWith('/');
    expect(router.refresh).not.toHaveBeenCalled();
    pathname = '/';
  });

  it('a hint the server no longer honours (revoked elsewhere) shows the Login form and drops the hint', async () => {
    setHint(true);
    replies['GET /api/auth/session'] = { status: 200, body: { user: null } };
    await renderPanel();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(document.cookie).not.toContain('signed_in=1');
  });
});

describe('the account menu in Greek', () => {
  it('offers the Greek sign-in form to a guest, with a Greek validation message', async () => {
    setHint(false);
    await renderPanel('el');
    expect(await screen.findByRole('heading', { name: 'Σύνδεση' })).toBeTruthy();
    expect(screen.queryByText('Remember me')).toBeNull();
    expect(screen.getByText('Να με θυμάσαι')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Σύνδεση' }));
    expect(await screen.findByText('Παρακαλούμε εισαγάγετε μια έγκυρη διεύθυνση email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Εμφάνιση κωδικού' })).toBeTruthy();
  });
});
