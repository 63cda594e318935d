import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { site } from '../../lib/site';
import { baseURL, e2eShopDataDir, mailURL } from '../../playwright.config';
import { expectNoAxeViolations, openReady } from './helpers';

/** Rows from the shop database the e2e server writes to (read-only, beside the running shop). */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(e2eShopDataDir, 'shop.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const contentPages = [
  { path: '/about-us', h1: 'About Us', title: 'About Us | RUCK', h2: ['Who we are', 'What we sell'] },
  {
    path: '/sustainability',
    h1: 'Sustainability',
    title: 'Sustainability | RUCK',
    h2: ['Keeping unsold clothes in use'],
  },
  {
    path: '/stores',
    h1: 'Store Locator',
    title: 'Store Locator | RUCK',
    h2: ['RUCK Limassol', 'RUCK Nicosia', 'RUCK Larnaca'],
  },
  { path: '/faqs', h1: 'Frequently Asked Questions', title: 'FAQs | RUCK', h2: [] },
  {
    path: '/contact',
    h1: 'Contact Us',
    title: 'Contact Us | RUCK',
    h2: ['Send us a message', 'Customer support'],
  },
  {
    path: '/privacy-policy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy | RUCK',
    h2: [
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Your Information',
      'Your Privacy Rights',
      'Data Security',
      'Changes to This Policy',
      'Contact Us',
    ],
  },
  {
    path: '/terms-conditions',
    h1: 'Terms & Conditions',
    title: 'Terms & Conditions | RUCK',
    h2: [
      '1. Acceptance of Terms',
      '2. Account Registration',
      '3. Purchases and Payment',
      '4. Shipping and Delivery',
      '5. Returns and Refunds',
      '6. Intellectual Property',
      '7. User Content',
      '8. Limitation of Liability',
      '9. Governing Law',
      '10. Changes to These Terms',
      '11. Contact',
    ],
  },
  {
    path: '/shipping',
    h1: 'Shipping & Returns',
    title: 'Shipping & Returns | RUCK',
    h2: [
      'Standard Shipping',
      'International Shipping',
      'Order Tracking',
      'In-Store Pickup',
      'Return Policy',
      'How to Return',
      'Exchanges',
      'Need help?',
    ],
  },
  { path: '/generate-images', h1: 'Filename Generator', title: 'Filename Generator | RUCK', h2: [] },
];

test.describe('content pages', () => {
  for (const { path, h1, title, h2 } of contentPages) {
    test(`@phone ${path} renders its headings and metadata, with no WCAG 2.2 A/AA violations`, async ({
      page,
    }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
        expect.arrayContaining(h2),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      await expectNoAxeViolations(page);
    });
  }

  test('legal pages carry their last-updated dates; shipping quotes the one policy', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('Last updated: April 10, 2025')).toBeVisible();
    await page.goto('/terms-conditions');
    await expect(page.getByText('Last updated: July 2, 2025')).toBeVisible();
    await page.goto('/shipping');
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Under €50\.00 €3\.00 1-2 business days/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /€50\.00 or more Free/ })).toBeVisible();
    await expect(page.getByText('You can return items within 14 working days from delivery.')).toBeVisible();
  });

  test('stores list three stores with hours and map links, as ClothingStore JSON-LD', async ({ page }) => {
    await page.goto('/stores');
    const cards = page.locator('article');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card).toContainText('Mon-Sat 10:30-20:00');
      await expect(card).toContainText('Sun 11:00-20:00');
      await expect(card.getByRole('link', { name: /on the map/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\//,
      );
    }
    const ld = page.locator('script[type="application/ld+json"]');
    expect(await ld.getAttribute('nonce')).not.toBeNull();
    const data = JSON.parse((await ld.textContent())!) as { '@type': string; name: string }[];
    expect(data.map((d) => [d['@type'], d.name])).toEqual([
      ['ClothingStore', 'RUCK Limassol'],
      ['ClothingStore', 'RUCK Nicosia'],
      ['ClothingStore', 'RUCK Larnaca'],
    ]);
  });

  test('FAQ: 8 questions that open by click and by keyboard, one at a time, with FAQPage JSON-LD', async ({
    page,
  }) => {
    await page.goto('/faqs');
    const items = page.locator('details');
    await expect(items).toHaveCount(8);
    const answer = items.nth(0).locator('p');
    await expect(answer).toBeHidden();
    await items.nth(0).locator('summary').click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('1-2 business days');
    // Keyboard: Enter on the second question opens it and (same name) closes the first.
    await items.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1).locator('p')).toBeVisible();
    await expect(answer).toBeHidden();
    await page.keyboard.press('Space');
    await expect(items.nth(1).locator('p')).toBeHidden();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(8);
  });

  test("contact: 'Sending...' while posting, then reset, a toast, and the message is stored", async ({
    page,
  }) => {
    const subject = `Order question ${unique()}`;
    await openReady(page, '/contact');
    // Hold the request a moment so the sending state can be seen.
    await page.route('**/api/contact', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana Georgiou');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@example.com');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Is the linen shirt coming back in M?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByTestId('toast')).toHaveText(
      "Thank you for your message. We'll get back to you within one business day.",
    );
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    const rows = query<{ name: string; email: string; message: string }>(
      'SELECT name, email, message FROM contact_messages WHERE subject = ?',
      subject,
    );
    expect(rows).toEqual([
      { name: 'Ana Georgiou', email: 'ana@example.com', message: 'Is the linen shirt coming back in M?' },
    ]);
    // No SMTP is configured for e2e, so the shop mails the sandbox catcher: the message arrives there.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${mailURL}/messages?to=${encodeURIComponent(site.supportEmail)}`);
          const mails = (await res.json()) as { subject: string; text: string }[];
          return mails.find((m) => m.subject === `[Contact] ${subject}`)?.text ?? '';
        },
        { timeout: 15_000 },
      )
      .toContain('Is the linen shirt coming back in M?');
  });

  test('contact: the form logic loads on the first focus and keeps what is typed meanwhile', async ({
    page,
  }) => {
    await openReady(page, '/contact');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const plain = await name.elementHandle();
    // From here a script arrives 300 ms late: the shopper types on while the form logic loads.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await name.pressSequentially('Ana Georgiou', { delay: 50 });
    // The logic took over (new inputs), with the text, the focus and the caret where they were.
    await expect.poll(() => plain.evaluate((input) => input.isConnected)).toBe(false);
    await expect(name).toHaveValue('Ana Georgiou');
    await expect(name).toBeFocused();
    await page.keyboard.type(' Jr');
    await expect(name).toHaveValue('Ana Georgiou Jr');
  });

  test('contact: a bad email shows the message next to the field and nothing is sent', async ({ page }) => {
    let posted = false;
    await openReady(page, '/contact');
    await page.route('**/api/contact', (route) => ((posted = true), route.continue()));
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@example');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Hello');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Text I must not lose');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await email.getAttribute('aria-describedby')}`)).toHaveText(
      'Please enter a valid email address',
    );
    await expect(email).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'Text I must not lose',
    );
    expect(posted).toBe(false);
    // The server re-checks: a request past the form gets the same message.
    const data = { name: 'A', email: 'ana@example', subject: 'S', message: 'M' };
    const res = await page.request.post('/api/contact', { data, headers: { Origin: baseURL } });
    expect(res.status()).toBe(400);
    expect((await res.json()).error.message).toBe('Please enter a valid email address');
    // Like every write, only from the shop's own pages, and only as JSON.
    const foreign = await page.request.post('/api/contact', {
      data,
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    expect((await foreign.json()).error.code).toBe('forbidden_origin');
    const form = await page.request.post('/api/contact', { form: data, headers: { Origin: baseURL } });
    expect(form.status()).toBe(415);
  });

  test('newsletter: THANK YOU for 3 s, the address is captured once, pending until confirmed', async ({
    page,
  }) => {
    const email = `club-${unique()}@example.com`;
    await openReady(page, '/');
    const section = page.getByRole('region', { name: 'JOIN THE RUCK CLUB' });
    await section.getByLabel('Email address').fill(email);
    await section.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(section.getByRole('button', { name: 'THANK YOU' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'SUBSCRIBE' })).toBeVisible({ timeout: 5000 });
    await expect(section.getByLabel('Email address')).toHaveValue('');
    expect(query('SELECT email, confirmed_at FROM newsletter_subscribers WHERE email = ?', email)).toEqual([
      { email, confirmed_at: null },
    ]);
    // The same address in other case is not a second subscriber, and the answer does not tell.
    const again = await page.request.post('/api/newsletter', {
      data: { email: email.toUpperCase() },
      headers: { Origin: baseURL },
    });
    expect(again.status()).toBe(200);
    expect(
      query('SELECT email FROM newsletter_subscribers WHERE email = ? COLLATE NOCASE', email),
    ).toHaveLength(1);
    // Not confirmed yet: not exported (tests/e2e/newsletter-consent.spec.ts follows the link).
    const csv = execFileSync(process.execPath, ['scripts/export-newsletter.mjs'], {
      env: { ...process.env, SHOP_DATA_DIR: e2eShopDataDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    expect(csv.startsWith('email,subscribed_at\r\n')).toBe(true);
    expect(csv).not.toContain(email);
  });

  test('home: FOLLOW US ON INSTAGRAM shows 5 local images, the profile and View More on Instagram', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'FOLLOW US ON INSTAGRAM' });
    const feed = section.getByTestId('instagram-feed');
    await expect(feed).toHaveAttribute('data-source', 'fallback');
    await expect(feed.getByRole('img')).toHaveCount(5);
    const src = await feed.getByRole('img').first().getAttribute('src');
    expect((await request.get(src!)).headers()['content-type']).toBe('image/jpeg');
    await expect(section.getByRole('link', { name: /View More on Instagram/ })).toHaveAttribute(
      'href',
      /instagram\.com/,
    );
    await expect(section.getByRole('link', { name: /^@/ })).toHaveAttribute('target', '_blank');
  });

  test('generate-images: lists names, shows the messages, is noindex and outside the sitemap', async ({
    page,
    request,
  }) => {
    await openReady(page, '/generate-images');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('button', { name: 'Generate Filenames' }).click();
    await expect(page.getByText('Product code is required.')).toBeVisible();
    await expect(page.getByText('Color code must be alphanumeric.')).toBeVisible();
    await page.getByLabel('Product code').fill('M10023');
    await page.getByLabel('Colour code').fill('BLK');
    await page.getByLabel('Number of images').fill('3');
    await page.getByLabel('Extension').selectOption('webp');
    await page.getByRole('button', { name: 'Generate Filenames' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: /^M10023_BLK_\d\.webp$/ })).toHaveText([
      'M10023_BLK_1.webp',
      'M10023_BLK_2.webp',
      'M10023_BLK_3.webp',
    ]);
    const sitemap = await (await request.get('/sitemap/0.xml')).text();
    expect(sitemap).toContain('/shipping</loc>');
    expect(sitemap).toContain('/stores</loc>');
    expect(sitemap).not.toContain('generate-images');
  });
});
