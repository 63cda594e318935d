import { render as renderPlain, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessDenied } from '@/components/account/access-denied';
import { Toaster } from '@/components/ui/toast';
import { MESSAGES } from '@/messages';
import { accountPageWrapper } from '@/tests/helpers/account-texts';

/** Renders with the account texts (English), as the root layout gives them. */
const render = (ui: React.ReactElement) => renderPlain(ui, { wrapper: accountPageWrapper() });

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

describe('AccessDenied', () => {
  beforeEach(() => router.replace.mockReset());

  it("shows the spec's texts and a sign-in link back to /account", () => {
    render(<AccessDenied t={MESSAGES.en.account.page} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Please log in to access your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?returnUrl=/account',
    );
  });

  it("toasts 'Access Denied' / 'Please log in to access your account.' and goes to /", async () => {
    render(
      <>
        <AccessDenied t={MESSAGES.en.account.page} />
        <Toaster />
      </>,
    );
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('Access DeniedPlease log in to access your account.');
    expect(router.replace).toHaveBeenCalledWith('/');
  });
});
