import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { clearRateLimits } from './global-setup';
import { expectNoAxeViolations, LATIN_IN_GREEK, noHorizontalOverflow, openReady } from './helpers';

// The static and legal pages in Greek, at phone and desktop width: each has its Greek title and
// heading under <html lang="el">, no English left in what it says (names and codes aside), links
// that stay under /el, no sideways scrolling and no axe finding; the privacy page's cookie list in
// Greek (the language cookie too), the FAQ answers in Greek, and the contact form's messages, its
// server's and its thanks in Greek.

test.beforeEach(() => clearRateLimits());

const SHOTS = 'test-results/i18n-content';

const PAGES: { path: string; h1: string; title: string; shot: string }[] = [
  { path: '/el/about-us', h1: 'Σχετικά με εμάς', title: 'Σχετικά με εμάς', shot: 'about' },
  { path: '/el/contact', h1: 'Επικοινωνία', title: 'Επικοινωνία', shot: 'contact' },
  { path: '/el/faqs', h1: 'Συχνές ερωτήσεις', title: 'Συχνές ερωτήσεις', shot: 'faqs' },
  {
    path: '/el/shipping',
    h1: 'Αποστολές και επιστροφές',
    title: 'Αποστολές και επιστροφές',
    shot: 'shipping',
  },
  { path: '/el/stores', h1: 'Τα καταστήματά μας', title: 'Τα καταστήματά μας', shot: 'stores' },
  { path: '/el/sustainability', h1: 'Βιωσιμότητα', title: 'Βιωσιμότητα', shot: 'sustainability' },
  {
    path: '/el/accessibility',
    h1: 'Δήλωση προσβασιμότητας',
    title: 'Δήλωση προσβασιμότητας',
    shot: 'accessibility',
  },
  { path: '/el/privacy-policy', h1: 'Πολιτική απορρήτου', title: 'Πολιτική απορρήτου', shot: 'privacy' },
  {
    path: '/el/terms-conditions',
    h1: 'Όροι και προϋποθέσεις',
    title: 'Όροι και προϋποθέσεις',
    shot: 'terms',
  },
];

/** Latin words in the main content a shopper reads or a screen reader announces, minus the allowed. */
async function englishInMain(page: Page): Promise<string[]> {
  return page.evaluate(
    (allowed) => {
      const found = new Set<string>();
      const main = document.querySelector('main')!;
      const skip = (el: Element | null) =>
        !!el?.closest('script, style, template, [translate="no"], [hidden]');
      const words = (text: string, where: string) => {
        const cleaned = text
          .replace(/\S+@\S+\.\S+/g, ' ')
          .replace(/https?:\/\/\S+/g, ' ')
          .replace(/\b[\w.-]+\.(com|cy|eu|org|example)\b/gi, ' ');
        for (const word of cleaned.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [])
          if (!allowed.includes(word)) found.add(`${word} (${where})`);
      };
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!skip(node.parentElement))
          words(node.textContent ?? '', node.parentElement!.tagName.toLowerCase());
      for (const el of main.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
        if (!skip(el))
          for (const attr of ['aria-label', 'alt', 'title', 'placeholder'])
            if (el.hasAttribute(attr)) words(el.getAttribute(attr)!, `@${attr}`);
      words(document.title, 'title');
      words(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '', 'description');
      return [...found];
    },
    [...LATIN_IN_GREEK],
  );
}

for (const { path, h1, title, shot } of PAGES) {
  test(`@phone ${path} is in Greek`, async ({ page }, testInfo) => {
    await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
    await openReady(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page).toHaveTitle(`${title} | RUCK`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('navigation', { name: 'Διαδρομή πλοήγησης' })).toBeVisible();
    expect(await englishInMain(page)).toEqual([]);
    for (const href of await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/el(\/|$|\?|#)/);
    await noHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/${shot}-${testInfo.project.name}.png`, fullPage: true });
  });
}

test('@phone the Greek privacy page lists every cookie in Greek, the language cookie too', async ({
  page,
}) => {
  await openReady(page, '/el/privacy-policy');
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies και αποθήκευση' })).toBeVisible();
  const lang = page.locator('main li', { has: page.locator('code', { hasText: /^lang$/ }) });
  await expect(lang).toContainText('Θυμάται τη γλώσσα που επιλέξατε (αγγλικά ή ελληνικά)');
  await expect(lang).toContainText('Διάρκεια: 1 έτος.');
  const session = page.locator('main li', { has: page.locator('code', { hasText: /^session$/ }) });
  await expect(session).toContainText('Σας κρατά συνδεδεμένους στον λογαριασμό σας.');
  await expect(page.getByText('Keeps you signed in')).toHaveCount(0);
  await expect(page.getByText(/υπεύθυνος επεξεργασίας/)).toBeVisible();
});

test('@phone the Greek FAQs open to Greek answers with Greek prices', async ({ page }) => {
  await openReady(page, '/el/faqs');
  await page.getByText('Πόσο κοστίζει η αποστολή;').click();
  await expect(page.getByText(/^Η τυπική αποστολή εντός Κύπρου κοστίζει 3,00\s€/)).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld.mainEntity[0].name).toBe('Πόσο διαρκεί η παράδοση;');
});

test('@phone a Greek shopper sends the contact form: Greek messages, a Greek refusal and Greek thanks', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  await openReady(page, '/el/contact');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const send = page.getByRole('button', { name: 'Αποστολή μηνύματος' });

  // Nothing filled: each field's message, in Greek, the first field focused.
  await send.click();
  await expect(page.getByText('Παρακαλούμε εισαγάγετε το όνομά σας')).toBeVisible();
  await expect(page.getByText('Παρακαλούμε γράψτε το μήνυμά σας')).toBeVisible();
  await expect(field('Ονοματεπώνυμο')).toBeFocused();
  await expect(page.getByText('Please enter your name')).toHaveCount(0);

  await field('Ονοματεπώνυμο').fill('Νίκη Χαραλάμπους');
  await field('Διεύθυνση email').fill('niki@example');
  await field('Θέμα').fill(`Μεγέθη ${testInfo.project.name} ${Date.now()}`);
  await field('Μήνυμα').fill('Θα έρθει ξανά το λινό πουκάμισο σε M;');
  await send.click();
  const email = field('Διεύθυνση email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await email.getAttribute('aria-describedby')}`)).toHaveText(
    'Παρακαλούμε εισαγάγετε ένα έγκυρο email',
  );
  await expectNoAxeViolations(page);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/contact-errors-${testInfo.project.name}.png`, fullPage: true });

  // The server's own refusal is in Greek too: the Greek page remembered the language.
  const refused = await page.request.post('/api/contact', {
    data: { name: 'Νίκη', email: 'niki@', subject: 'Θέμα', message: 'Κείμενο' },
    headers: { Origin: baseURL },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields).toEqual({ email: 'Παρακαλούμε εισαγάγετε ένα έγκυρο email' });

  await email.fill('niki@example.com');
  await send.click();
  await expect(page.getByTestId('toast')).toHaveText(
    'Σας ευχαριστούμε για το μήνυμά σας. Θα σας απαντήσουμε εντός μίας εργάσιμης ημέρας.',
  );
  await expect(field('Μήνυμα')).toHaveValue('');
  await expect(send).toBeEnabled();
});
