import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, request as newRequest, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { NEWSLETTER_CONSENT } from '../../lib/newsletter/consent';
import {
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_CONFIRM_INVALID,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_UNSUBSCRIBED,
} from '../../lib/newsletter/messages';
import { baseURL, e2eShopDataDir, mailURL } from '../../playwright.config';
import { expectNoAxeViolations, openReady } from './helpers';

// The newsletter's double opt-in end to end: the sign-up on the home page stores the consent shown,
// the confirmation mail arrives in the sandbox catcher, its link confirms (by a button: opening
// it changes nothing), and the mail's RFC 8058 one-click URL unsubscribes with one POST, no cookie.

interface Row {
  consent_version: string;
  consent_text: string;
  consented_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

function subscriber(email: string): Row | undefined {
  const db = new Database(join(e2eShopDataDir, 'shop.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT consent_version, consent_text, consented_at, confirmed_at, unsubscribed_at
         FROM newsletter_subscribers WHERE email = ?`,
      )
      .get(email) as Row | undefined;
  } finally {
    db.close();
  }
}

const exported = () =>
  execFileSync(process.execPath, ['scripts/export-newsletter.mjs'], {
    env: { ...process.env, SHOP_DATA_DIR: e2eShopDataDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });

interface CaughtMail {
  subject: string;
  text: string;
  listHeaders: Record<string, string>;
}

async function confirmationMail(email: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${mailURL}/messages?to=${encodeURIComponent(email)}`);
        found = ((await res.json()) as CaughtMail[]).find((m) => m.subject.includes('newsletter'));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the link in `text` that starts with `path` on the shop. */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path}\\?token=[^\\s]+)`).exec(text);
  expect(match, `a ${path} link in the mail`).not.toBeNull();
  return match![1];
}

test('sign up, confirm from the mail, then unsubscribe with one click', async ({ page }) => {
  const email = `consent-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await openReady(page, '/');
  const section = page.getByRole('region', { name: 'JOIN THE RUCK CLUB' });
  await expect(section.getByText(NEWSLETTER_CONSENT.text)).toBeVisible();
  await section.getByLabel('Email address').fill(email);
  await section.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(section.getByRole('status')).toHaveText(NEWSLETTER_CHECK_INBOX);

  // Stored with the proof of consent, not yet subscribed.
  const pending = subscriber(email);
  expect(pending).toMatchObject({
    consent_version: NEWSLETTER_CONSENT.version,
    consent_text: NEWSLETTER_CONSENT.text,
    confirmed_at: null,
    unsubscribed_at: null,
  });
  expect(pending?.consented_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(exported()).not.toContain(email);

  // The mail: a confirm link, a visible unsubscribe link, and the one-click headers.
  const mail = await confirmationMail(email);
  expect(mail.listHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(
    mail.listHeaders['list-unsubscribe'] ?? '',
  );
  expect(oneClick, 'List-Unsubscribe names the one-click endpoint').not.toBeNull();
  const unsubscribePage = linkIn(mail.text, '/newsletter/unsubscribe');
  const confirmPage = linkIn(mail.text, '/newsletter/confirm');

  // Opening the confirm link changes nothing; its button confirms.
  await openReady(page, confirmPage);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  expect(subscriber(email)?.confirmed_at).toBeNull();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'CONFIRM SUBSCRIPTION' }).click();
  await expect(page.getByText(NEWSLETTER_CONFIRMED)).toBeVisible();
  expect(subscriber(email)?.confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(exported()).toContain(`${email},`);

  // The same link again is refused.
  await openReady(page, confirmPage);
  await page.getByRole('button', { name: 'CONFIRM SUBSCRIPTION' }).click();
  await expect(page.getByText(NEWSLETTER_CONFIRM_INVALID)).toBeVisible();

  // Opening the visible unsubscribe link changes nothing either (link scanners open links).
  await openReady(page, unsubscribePage);
  await expect(page.getByRole('button', { name: 'UNSUBSCRIBE' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(subscriber(email)?.unsubscribed_at).toBeNull();

  // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to the header's URL, with no cookie.
  const client = await newRequest.newContext();
  const res = await client.post(oneClick![1], {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(res.status()).toBe(200);
  await client.dispose();
  expect(subscriber(email)?.unsubscribed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(exported()).not.toContain(email);

  // The page's button does the same (again is fine) and says so.
  await page.getByRole('button', { name: 'UNSUBSCRIBE' }).click();
  await expect(page.getByText(NEWSLETTER_UNSUBSCRIBED)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/newsletter/unsubscribe?status=done`);
});
