import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerHandler } from '@/server/account/register-route';
import { loginHandler } from '@/server/account/login-route';
import { forgotHandler, resetHandler } from '@/server/account/reset-route';
import { passwordChangeHandler } from '@/server/account/password-route';
import { forgotForm } from '@/server/account/form-routes';
import {
  accountDeletedMail,
  emailChangedMail,
  emailChangeLinkMail,
  passwordChangedMail,
  welcomeMail,
} from '@/server/mail/account-mail';
import { resetLinkMail } from '@/server/mail/reset-mail';
import { sqlitePasswordResets } from '@/server/store/password-resets';
import { body, freshIp, request, startHarness, type Harness } from './auth-harness';

// The account routes answer in the request's language (the `lang` cookie) and the account mails
// are written in it; English stays the spec's words.
let h: Harness;
const GREEK = 'lang=el';
const mailed: { to: string; link: string; locale: string }[] = [];
const pending: Promise<void>[] = [];

beforeAll(async () => {
  h = await startHarness('account-greek');
}, 60_000);
afterAll(async () => h?.close());

const forgot = () =>
  forgotHandler({
    ...h.env,
    resets: () => sqlitePasswordResets(h.db),
    mail: async (to, link, locale) => void mailed.push({ to, link, locale }),
    defer: (task) => void pending.push(task()),
  });

describe('the account routes in Greek', () => {
  it("refuses a Create Account form with the rules' Greek messages", async () => {
    const res = await registerHandler(h.env)(
      request('/api/auth/register', {
        ip: freshIp(),
        cookie: GREEK,
        body: { firstName: ' ', lastName: 'Π', email: 'nope', password: 'short', confirmPassword: 'x' },
      }),
    );
    expect(res.status).toBe(400);
    const fields = ((await body(res)).error as { fields: Record<string, string> }).fields;
    expect(fields.firstName).toBe('Το όνομα είναι υποχρεωτικό');
    expect(fields.email).toBe('Παρακαλούμε εισαγάγετε μια έγκυρη διεύθυνση email');
    expect(fields.password).toBe('Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες');
  });

  it('refuses a common new password in Greek, and in English without the cookie', async () => {
    const post = (cookie?: string) =>
      registerHandler(h.env)(
        request('/api/auth/register', {
          ip: freshIp(),
          cookie,
          body: {
            firstName: 'Άννα',
            lastName: 'Γεωργίου',
            email: 'anna.greek@example.com',
            password: 'password123',
            confirmPassword: 'password123',
          },
        }),
      );
    const greek = (await body(await post(GREEK))).error as { message: string };
    expect(greek.message).toBe(
      'Αυτός ο κωδικός είναι πολύ συνηθισμένος και εύκολος να μαντέψει κανείς. Παρακαλούμε επιλέξτε άλλον.',
    );
    const english = (await body(await post())).error as { message: string };
    expect(english.message).toBe(
      'This password is too common and easy to guess. Please choose a different one.',
    );
  });

  it('refuses a wrong sign-in in Greek', async () => {
    const res = await loginHandler({ ...h.env, sleep: async () => {} })(
      request('/api/auth/login', {
        ip: freshIp(),
        cookie: GREEK,
        body: { email: 'nobody-greek@example.com', password: 'not-this-one' },
      }),
    );
    expect(res.status).toBe(401);
    expect(((await body(res)).error as { message: string }).message).toBe(
      'Λάθος email ή κωδικός. Παρακαλούμε δοκιμάστε ξανά.',
    );
  });

  it('tells a guest to sign in, in Greek', async () => {
    const res = await passwordChangeHandler(h.env)(
      request('/api/auth/password', {
        ip: freshIp(),
        cookie: GREEK,
        body: { currentPassword: 'x', newPassword: 'a-new-pass-1', confirmPassword: 'a-new-pass-1' },
      }),
    );
    expect(res.status).toBe(401);
    expect(((await body(res)).error as { message: string }).message).toBe('Απαιτείται σύνδεση');
  });

  it('answers a reset request in Greek and mails a link to the Greek page ', async () => {
    const res = await forgot()(
      request('/api/auth/forgot', { ip: freshIp(), cookie: GREEK, body: { email: 'demo@example.com' } }),
    );
    expect((await body(res)).message).toBe(
      'Αν υπάρχει λογαριασμός με αυτό το email, σας στείλαμε έναν σύνδεσμο για την επαναφορά του κωδικού του. Ισχύει για 30 λεπτά.',
    );
    await Promise.all(pending);
    expect(mailed).toHaveLength(1);
    for (const mail of mailed) {
      expect(mail.locale).toBe('el');
      expect(mail.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/el\/reset-password\?token=/);
    }
  });

  it('refuses a reset with an unknown link in Greek', async () => {
    const res = await resetHandler({ ...h.env, resets: () => sqlitePasswordResets(h.db) })(
      request('/api/auth/reset', {
        ip: freshIp(),
        cookie: GREEK,
        body: { token: 'x'.repeat(43), newPassword: 'a-new-pass-1', confirmPassword: 'a-new-pass-1' },
      }),
    );
    expect(((await body(res)).error as { message: string }).message).toBe(
      'Αυτός ο σύνδεσμος επαναφοράς κωδικού δεν είναι έγκυρος ή έχει λήξει.',
    );
  });

  it('sends a Greek form post without JavaScript back to the Greek page with a Greek notice', async () => {
    const res = await forgotForm(forgot())(
      request('/api/auth/forgot/form', {
        ip: freshIp(),
        cookie: GREEK,
        contentType: 'application/x-www-form-urlencoded',
        raw: 'email=nobody%40example.com',
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/el/reset-password');
  });
});

describe('the account mails', () => {
  it('are written in Greek for a Greek request', () => {
    const welcome = welcomeMail('Άννα', 'el');
    expect(welcome.subject).toBe('Καλώς ήρθατε στο RUCK');
    expect(welcome.text).toContain('Γεια σας Άννα,');
    expect(welcome.html).toContain('<p>Γεια σας Άννα,</p>');
    expect(passwordChangedMail('el').subject).toBe('Ο κωδικός σας άλλαξε');
    expect(accountDeletedMail('el').subject).toBe('Ο λογαριασμός σας στο RUCK διαγράφηκε');
    expect(emailChangedMail('new@example.com', 'el').text).toContain('n***@example.com');
    const link = emailChangeLinkMail('https://ruck.example/el/account/confirm-email?token=t', 'el');
    expect(link.text).toContain('«Επιβεβαίωση νέου email»');
    expect(link.html).toContain('<a href="https://ruck.example/el/account/confirm-email?token=t">');
    const reset = resetLinkMail('https://ruck.example/el/reset-password?token=t', 'el');
    expect(reset.subject).toBe('Επαναφορά του κωδικού σας');
    expect(`${welcome.text}${reset.text}`).not.toMatch(/Hello|Someone|account|your/i);
  });

  it('keep their English words', () => {
    expect(passwordChangedMail('en').text).toMatch(
      /^The password of your RUCK account was changed\. Every device signed in to the account has been signed out\.\n\nIf it was not you, contact us at once at /,
    );
    expect(welcomeMail('Ana', 'en').subject).toBe('Welcome to RUCK');
    expect(emailChangeLinkMail('https://x.example/l', 'en').text).toContain(
      'Open this link within 60 minutes and press "Confirm new email" to make the change:',
    );
    expect(resetLinkMail('https://x.example/l', 'en')).toEqual({
      subject: 'Reset your password',
      text:
        'Someone asked to reset the password of your account.\n\n' +
        'Open this link within 30 minutes to choose a new password:\nhttps://x.example/l\n\n' +
        'If it was not you, ignore this mail: your password stays as it is.',
    });
  });
});
