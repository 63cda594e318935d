import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage, { generateMetadata } from '@/app/account/page';
import ResetPasswordPage from '@/app/reset-password/page';
import ConfirmEmailPage from '@/app/account/confirm-email/page';
import { RegisterForm } from '@/components/account/register-form';
import { ResetPasswordForm } from '@/components/account/reset-password-forms';
import { DeleteAccount } from '@/components/account/delete-account';
import { Toaster } from '@/components/ui/toast';
import { setTestLocale } from '@/tests/stubs/next-intl-server';
import { accountPageWrapper } from '@/tests/helpers/account-texts';

// The account area in Greek: the page, its tabs and forms, Create Account, the reset and
// confirm-email pages, and the forms' rules' messages.

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/el/account' }));
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ 'x-real-ip': '192.0.2.1' })),
  cookies: () => Promise.resolve({ get: () => undefined }),
}));
const server = vi.hoisted(() => ({ currentUser: vi.fn(), readProfile: vi.fn() }));
vi.mock('@/server/runtime/current-user', () => ({ currentUser: server.currentUser }));
vi.mock('@/server/runtime/profile', () => ({ profileRouteDeps: {} }));
vi.mock('@/server/account/profile-route', () => ({ readProfile: server.readProfile }));
vi.mock('@/server/account/form-notice', () => ({ formNotice: () => Promise.resolve(undefined) }));
vi.mock('@/app/_wishlist/wishlist-view', () => ({ WishlistView: () => <p>wishlist</p> }));

const greek = accountPageWrapper('el');
const inGreek = (ui: React.ReactElement) => render(ui, { wrapper: greek });
const ana = { userId: 7, addressId: 70, name: 'Άννα', email: 'ana@example.com', issuedAt: 1 };
const details = {
  profile: { firstName: 'Άννα', lastName: 'Γεωργίου', email: 'ana@example.com', phone: '' },
  address: {
    address: 'Λεωφόρος Μακαρίου 12',
    city: 'Λευκωσία',
    state: '',
    zip: '1065',
    country: '',
    phone: '99123456',
  },
};
const page = async (query: Record<string, string> = {}) =>
  inGreek(await AccountPage({ searchParams: Promise.resolve(query) }));
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));

beforeEach(() => {
  setTestLocale('el');
  server.currentUser.mockResolvedValue(ana);
  server.readProfile.mockResolvedValue({ ok: true, data: details });
});
afterEach(() => setTestLocale('en'));

describe('/el/account', () => {
  it('has a Greek title, greeting, tabs and details forms', async () => {
    expect((await generateMetadata()).title).toBe('Ο λογαριασμός μου');
    await page();
    expect(screen.getByRole('heading', { level: 1, name: 'Ο λογαριασμός μου' })).toBeTruthy();
    expect(screen.getByText('Γεια σας, Άννα')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Ενότητες λογαριασμού' });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Στοιχεία λογαριασμού', '/el/account'],
      ['Ιστορικό παραγγελιών', '/el/account?tab=orders'],
      ['Αγαπημένα', '/el/account?tab=wishlist'],
      ['Διαχείριση λογαριασμού', '/el/account?tab=manage'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Στοιχεία λογαριασμού' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Προσωπικά στοιχεία' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Διεύθυνση αποστολής' })).toBeTruthy();
    expect(field('Επώνυμο').value).toBe('Γεωργίου');
    expect(field('Ταχυδρομικός κώδικας').value).toBe('1065');
    expect(screen.getAllByRole('button', { name: 'Αποθήκευση' })).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/Account Details|Personal details|Save\b|Hello/);
  });

  it("checks the address with the rules' Greek messages", async () => {
    await page();
    fireEvent.change(field('Διεύθυνση \\*'), { target: { value: '12' } });
    await act(async () => fireEvent.submit(field('Διεύθυνση \\*').form!));
    expect(screen.getByText('Παρακαλούμε εισαγάγετε την πλήρη διεύθυνσή σας')).toBeTruthy();
  });

  it('manages the account in Greek', async () => {
    await page({ tab: 'manage' });
    expect(screen.getByRole('heading', { level: 2, name: 'Διαχείριση λογαριασμού' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Αλλαγή κωδικού' })).toBeTruthy();
    expect(field('Νέος κωδικός')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Αλλαγή κωδικού' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Λήψη των δεδομένων μου' }).getAttribute('href')).toBe(
      '/api/account/data',
    );
    expect(screen.getByRole('button', { name: 'Διαγραφή λογαριασμού' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Εμφάνιση κωδικού' }).length).toBe(3);
    expect(document.body.textContent).not.toMatch(/Change password|Your data|Delete account|Show\b/);
  });

  it('tells a guest in Greek, with a sign-in link to the Greek login', async () => {
    server.currentUser.mockResolvedValue(null);
    inGreek(
      <>
        {await AccountPage({ searchParams: Promise.resolve({}) })}
        <Toaster />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Δεν επιτρέπεται η πρόσβαση' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Σύνδεση' }).getAttribute('href')).toBe(
      '/el/login?returnUrl=/account',
    );
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Δεν επιτρέπεται η πρόσβασηΠαρακαλούμε συνδεθείτε για να δείτε τον λογαριασμό σας.',
    );
  });
});

describe('the account forms in Greek', () => {
  it("Create Account: Greek labels and the rules' Greek messages", async () => {
    inGreek(<RegisterForm onSignedIn={() => {}} />);
    expect(screen.getByRole('form', { name: 'Δημιουργία λογαριασμού' })).toBeTruthy();
    expect(field('Τηλέφωνο \\(προαιρετικό\\)')).toBeTruthy();
    fireEvent.change(field('Κωδικός πρόσβασης'), { target: { value: 'secret-one' } });
    fireEvent.change(field('Επιβεβαίωση κωδικού'), { target: { value: 'secret-two' } });
    await act(async () => fireEvent.submit(field('Όνομα').form!));
    expect(screen.getByText('Το όνομα είναι υποχρεωτικό')).toBeTruthy();
    expect(screen.getByText('Το επώνυμο είναι υποχρεωτικό')).toBeTruthy();
    expect(screen.getByText('Οι κωδικοί δεν ταιριάζουν')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Δημιουργία λογαριασμού' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/First name|required|Create Account/);
  });

  it('the reset pages and the new-password form', async () => {
    inGreek(await ResetPasswordPage({ searchParams: Promise.resolve({}) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Επαναφορά κωδικού' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Αποστολή συνδέσμου' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Επιστροφή στη σύνδεση' }).getAttribute('href')).toBe(
      '/el/login',
    );
    fireEvent.change(field('Διεύθυνση email'), { target: { value: 'ana@' } });
    await act(async () => fireEvent.submit(field('Διεύθυνση email').form!));
    expect(screen.getByText('Παρακαλούμε εισαγάγετε μια έγκυρη διεύθυνση email')).toBeTruthy();
  });

  it('the new password form says so in Greek', async () => {
    inGreek(<ResetPasswordForm token={'t'.repeat(43)} />);
    fireEvent.change(field('Νέος κωδικός'), { target: { value: 'short' } });
    await act(async () => fireEvent.submit(field('Νέος κωδικός').form!));
    expect(screen.getAllByText('Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες').length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('button', { name: 'Ορισμός νέου κωδικού' })).toBeTruthy();
  });

  it('the confirm-email page', async () => {
    inGreek(await ConfirmEmailPage({ searchParams: Promise.resolve({}) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Επιβεβαιώστε το νέο σας email' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Αυτός ο σύνδεσμος επιβεβαίωσης email δεν είναι έγκυρος ή έχει λήξει. Παρακαλούμε αλλάξτε ξανά το email σας.',
    );
    expect(screen.getByRole('link', { name: 'Επιστροφή στον λογαριασμό σας' }).getAttribute('href')).toBe(
      '/el/account',
    );
  });

  it('the delete dialog', async () => {
    inGreek(<DeleteAccount />);
    const open = screen.getByRole('button', { name: 'Διαγραφή λογαριασμού' });
    await act(async () => {
      fireEvent.click(open);
    });
    expect(await screen.findByRole('dialog', { name: 'Διαγραφή του λογαριασμού σας;' })).toBeTruthy();
    expect(screen.getByLabelText('Πληκτρολογήστε DELETE για επιβεβαίωση')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ακύρωση' })).toBeTruthy();
  });
});
