import { expect, test, type Page } from '@playwright/test';
import { baseURL, mailURL } from '../../playwright.config';
import { clearRateLimits } from './global-setup';
import { expectNoAxeViolations, openReady } from './helpers';
import { addABestseller, fillDetails, payOnHostedPage, registerCustomer, signInAsDemo } from './purchase';
import { RETURNABLE_DEMO_ORDER } from './sandbox-fixtures';

// Issue 29: one order, one number, in the shop's words. The confirmation, the mail, the history
// and the order's detail name an order by the same RUCK-… number; stores, delivery, colours and
// sizes read as the catalogue and /stores write them; the confirmation and the detail show where
// the order goes, the card's last digits and each line's picture and product link.

test.beforeEach(() => clearRateLimits());

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `test-results/e2e/screenshots/orders-${name}-${project}.png`, fullPage: true });

/** The ERP's own words that must never reach a shopper. */
const ERP_WORDS = /DAKA|AKIS|ANEXARTISIAS|Colour: [A-Z]{2,}\b|Size: (Small|Medium|Large|Extra|\d+-\d+Y)/;

interface CaughtMail {
  subject: string;
  text: string;
  html: string | null;
}

/** The first mail to `email` whose subject starts with `subject`, text and HTML parts. */
async function caughtMail(email: string, subject: string): Promise<CaughtMail> {
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${mailURL}/messages?to=${encodeURIComponent(email)}`);
        mail = ((await res.json()) as CaughtMail[]).find((m) => m.subject.startsWith(subject));
        return mail !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return mail!;
}

/** The confirmation's order number, from 'Order RUCK-…. A confirmation is on its way…'. */
async function confirmedNumber(page: Page): Promise<string> {
  const text = (await page.getByText(/^Order RUCK-/).textContent()) ?? '';
  return /Order (RUCK-[0-9A-F]{12})\./.exec(text)![1];
}

test('@phone a guest: the confirmation and the HTML mail name one number, the address, the card and each line', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const email = `orders-guest-${info.project.name}-${Date.now()}@example.com`;
  await addABestseller(page);
  await openReady(page, '/checkout');
  await fillDetails(page, email);
  await expect(page.getByRole('radio', { name: /^Courier delivery/ })).toBeChecked();
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await payOnHostedPage(page, '5000001111111115');

  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const number = await confirmedNumber(page);
  await expect(page.getByText('Delivery address')).toBeVisible();
  await expect(page.getByText('12 Makariou Avenue')).toBeVisible();
  await expect(page.getByText('1065 Nicosia')).toBeVisible();
  await expect(page.getByText('Card ending 1115')).toBeVisible();
  await expect(page.getByText('Courier delivery')).toBeVisible();
  const items = page.getByRole('list', { name: 'Items' });
  await expect(items.getByRole('link')).toHaveCount(1);
  expect(await items.getByRole('link').getAttribute('href')).toMatch(/\/product\/\d+$/);
  const picture = await items.locator('img').getAttribute('src');
  expect(picture).toMatch(/^\/_next\/image\?url=%2Fmedia%2F/);
  expect((await page.request.get(picture!)).status()).toBe(200);
  expect(await page.locator('main').innerText()).not.toMatch(ERP_WORDS);
  await expectNoAxeViolations(page);
  await shot(page, 'confirmation', info.project.name);

  // The mail: HTML with a plain-text part, the same number, never the ERP's.
  const mail = await caughtMail(email, 'Your RUCK order');
  expect(mail.subject).toBe(`Your RUCK order ${number}`);
  expect(mail.text).toContain(`Order ${number}`);
  expect(mail.text).toContain('Payment: Card ending 1115');
  expect(mail.text).not.toMatch(ERP_WORDS);
  expect(mail.html).toContain(`Order <strong>${number}</strong>`);
  expect(mail.html).toContain('Card ending 1115');
  expect(mail.html).toMatch(/<a href="http[^"]+\/product\/\d+"/);
  expect(mail.html).not.toMatch(ERP_WORDS);
  expect(mail.text + mail.html).not.toMatch(/W\d{7}/);
  const mailPage = await browser.newPage({ viewport: page.viewportSize()! });
  await mailPage.setContent(mail.html!, { waitUntil: 'load' });
  await expect(mailPage.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await mailPage.screenshot({
    path: `test-results/e2e/screenshots/orders-mail-${info.project.name}.png`,
    fullPage: true,
  });
  await mailPage.close();

  // "Create an account" opens the form with the order's email, for this browser only.
  const register = page.getByRole('link', { name: 'Create an account' });
  const href = (await register.getAttribute('href'))!;
  expect(href).not.toContain('@');
  await register.click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  const stranger = await browser.newPage();
  await stranger.goto(`${baseURL}${href}`);
  await expect(stranger.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await stranger.content()).not.toContain(email);
  await stranger.close();
});

test('@phone a customer finds the order by the mail’s number; the detail shows the store, the card and the lines', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const email = `orders-customer-${info.project.name}-${Date.now()}@example.com`;
  await registerCustomer(page, email, 'orders-pass-1');
  await addABestseller(page);
  await openReady(page, '/checkout');
  await fillDetails(page, email);
  await page.getByRole('radio', { name: /^Pick up in store/ }).check();
  const store = page.getByRole('combobox', { name: 'Store' });
  await store.selectOption({ index: 0 });
  const storeName = (await store.locator('option:checked').textContent())!;
  expect(storeName).toMatch(/^RUCK (Limassol|Nicosia|Larnaca)$/);
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await payOnHostedPage(page, '5000001111111115');
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Pick up at')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);

  // The number as the mail gives it, typed as a shopper might: lower case, with the card's suffix.
  const mail = await caughtMail(email, 'Your RUCK order');
  const number = /Order (RUCK-[0-9A-F]{12})/.exec(mail.text)![1];
  await openReady(page, '/account?tab=orders');
  await page.getByRole('searchbox', { name: 'Order number' }).fill(`${number.toLowerCase()}_1`);
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByText(`Orders numbered ${number.toLowerCase()}_1.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Order ${number}` })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/W\d{7}/);
  await expectNoAxeViolations(page);
  await shot(page, 'history', info.project.name);

  await page.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('Pick up at')).toBeVisible();
  await expect(page.getByText(storeName, { exact: true })).toBeVisible();
  await expect(page.getByText('Card ending 1115')).toBeVisible();
  const line = page.locator('article li').filter({ has: page.locator('img') });
  await expect(line).toHaveCount(1);
  expect(await line.getByRole('link').getAttribute('href')).toMatch(/\/product\/\d+$/);
  expect(await page.locator('main').innerText()).not.toMatch(ERP_WORDS);
  await expectNoAxeViolations(page);
  await shot(page, 'detail', info.project.name);
});

test("@phone an older order's lines read in the shop's words, with pictures", async ({ page }) => {
  await signInAsDemo(page);
  await openReady(page, `/account?tab=orders&order=${RETURNABLE_DEMO_ORDER.record}`);
  // An order the web shop did not place has one number, the only one it has.
  await expect(page.getByRole('heading', { name: `Order ${RETURNABLE_DEMO_ORDER.refer}` })).toBeVisible();
  const text = await page.locator('article').innerText();
  expect(text).toMatch(/Colour: [A-Z][a-z]/);
  expect(text).not.toMatch(ERP_WORDS);
  await expect(page.locator('article li img').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
