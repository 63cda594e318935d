import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTestLocale } from '@/tests/stubs/next-intl-server';
import { ContactForm } from '@/components/content/contact-form';
import { textsWrapper, WithTexts } from '@/tests/helpers/client-texts';

// The root layout gives every page its language (Link reads it); the test gives it the same way.
const greekPage = { wrapper: textsWrapper([], 'el') };

// The static and legal pages rendered in Greek: a Greek title, trail, headings and metadata, no
// English sentence left, every shop link under /el; and the same pages still in English.

vi.mock('@/server/request', () => ({ cspNonce: async () => undefined }));
vi.mock('@/server/config', () => ({
  config: () => ({
    siteUrl: 'https://ruck.example',
    trader: { legalName: 'Ruck Fashion Ltd', vatNumber: 'CY99999999L' },
  }),
}));

afterEach(() => setTestLocale('en'));

interface PageModule {
  default: () => Promise<React.ReactElement>;
  generateMetadata: () => Promise<{ title?: unknown; description?: unknown }>;
}

const PAGES: [path: string, load: () => Promise<PageModule>, greek: string, english: string][] = [
  ['/about-us', () => import('@/app/about-us/page'), 'Σχετικά με εμάς', 'About Us'],
  ['/contact', () => import('@/app/contact/page'), 'Επικοινωνία', 'Contact Us'],
  ['/faqs', () => import('@/app/faqs/page'), 'Συχνές ερωτήσεις', 'Frequently Asked Questions'],
  ['/shipping', () => import('@/app/shipping/page'), 'Αποστολές και επιστροφές', 'Shipping & Returns'],
  ['/stores', () => import('@/app/stores/page'), 'Τα καταστήματά μας', 'Store Locator'],
  ['/sustainability', () => import('@/app/sustainability/page'), 'Βιωσιμότητα', 'Sustainability'],
  [
    '/accessibility',
    () => import('@/app/accessibility/page'),
    'Δήλωση προσβασιμότητας',
    'Accessibility Statement',
  ],
  ['/privacy-policy', () => import('@/app/privacy-policy/page'), 'Πολιτική απορρήτου', 'Privacy Policy'],
  [
    '/terms-conditions',
    () => import('@/app/terms-conditions/page'),
    'Όροι και προϋποθέσεις',
    'Terms & Conditions',
  ],
];

/** English sentences these pages had: none may be left on a Greek page. */
const ENGLISH = /\b(the|and|your|you|we|our|with|within|Home|Breadcrumb|Email:|Phone:|Kept:)\b/;

/** The page's text with what stays the same in Greek taken out: names, codes, addresses. */
const readable = (root: HTMLElement) => {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('script, [translate="no"], code').forEach((el) => el.remove());
  return copy.textContent ?? '';
};

describe.each(PAGES)('%s in Greek', (path, load, greek, english) => {
  it('has a Greek title, heading, trail and metadata, and no English sentence', async () => {
    setTestLocale('el');
    const page = await load();
    const meta = await page.generateMetadata();
    expect(meta.title).toMatch(/[\u0370-\u03ff]/);
    expect(String(meta.description)).toMatch(/[\u0370-\u03ff]/);
    const { container } = render(await page.default(), greekPage);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(greek);
    const trail = screen.getByRole('navigation', { name: 'Διαδρομή πλοήγησης' });
    expect(within(trail).getByRole('link', { name: 'Αρχική' }).getAttribute('href')).toBe('/el');
    expect(readable(container)).not.toMatch(ENGLISH);
    expect(container.textContent).not.toContain(english);
    for (const link of container.querySelectorAll('a[href^="/"]'))
      expect(link.getAttribute('href'), path).toMatch(/^\/el(\/|$|#)/);
    for (const el of container.querySelectorAll('[aria-label]'))
      expect(el.getAttribute('aria-label')).toMatch(/[\u0370-\u03ff]/);
  });

  it('keeps its English page', async () => {
    const page = await load();
    render(await page.default());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(english);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });
});

describe('the privacy page in Greek', () => {
  it('lists every cookie in Greek, the language cookie too, with the Greek address', async () => {
    setTestLocale('el');
    const { default: Page } = await import('@/app/privacy-policy/page');
    render(await Page(), greekPage);
    const cookies = screen.getByRole('heading', { name: 'Τα cookies μας' }).nextElementSibling!;
    const lang = [...cookies.querySelectorAll('li')].find(
      (li) => li.querySelector('code')?.textContent === 'lang',
    )!;
    expect(lang.textContent).toContain('Θυμάται τη γλώσσα που επιλέξατε');
    expect(lang.textContent).toContain('Διάρκεια: 1 έτος.');
    expect(screen.getByText(/Οδός Ανεξαρτησίας 28, 3036 Λεμεσός, Κύπρος/)).toBeTruthy();
    expect(screen.getByText(/υπεύθυνος επεξεργασίας/)).toBeTruthy();
  });
});

describe('the terms in Greek', () => {
  it('state the right of withdrawal and the model form in Greek, linking the Greek withdrawal page', async () => {
    setTestLocale('el');
    const { default: Page } = await import('@/app/terms-conditions/page');
    render(await Page(), greekPage);
    expect(screen.getByRole('heading', { level: 3, name: 'Δικαίωμα υπαναχώρησης' }).id).toBe('withdrawal');
    expect(screen.getByRole('link', { name: 'Υπαναχώρηση από τη σύμβαση εδώ' }).getAttribute('href')).toBe(
      '/el/withdraw',
    );
    expect(screen.getByRole('heading', { name: 'Υπόδειγμα εντύπου υπαναχώρησης' })).toBeTruthy();
    expect(screen.getByText(/https:\/\/ruck\.example\/el\/withdraw/)).toBeTruthy();
  });
});

describe('the contact form in Greek', () => {
  it('has Greek labels and button and answers an empty send with Greek messages', async () => {
    render(
      <WithTexts locale="el" namespaces={['content']}>
        <ContactForm />
      </WithTexts>,
    );
    expect(screen.getByText('Όλα τα πεδία είναι υποχρεωτικά.')).toBeTruthy();
    const name = screen.getByLabelText<HTMLInputElement>(/^Ονοματεπώνυμο/);
    expect(screen.getByLabelText(/^Διεύθυνση email/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Αποστολή μηνύματος' })).toBeTruthy();
    expect(screen.queryByText('Send Message')).toBeNull();
    await act(async () => void fireEvent.submit(name.form!));
    await waitFor(() => expect(screen.getByText('Παρακαλούμε εισαγάγετε το όνομά σας')).toBeTruthy());
    expect(screen.getByText('Παρακαλούμε γράψτε το μήνυμά σας')).toBeTruthy();
    expect(screen.queryByText('Please enter your name')).toBeNull();
  });
});
