import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTransport } from 'nodemailer';
import { parseConfig } from '@/server/config';
import { mailContactMessage } from '@/server/mail/contact-mail';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../sandbox/mail/server.mjs';
import { tempDir } from './helpers';

let catcher: MailCatcher;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDir();
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, dataDir });
});
afterAll(async () => {
  await catcher.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  expect((await fetch(`${catcher.url}/messages`, { method: 'DELETE' })).status).toBe(200);
});

const send = (mail: { to: string; subject: string; text: string; from?: string }) =>
  createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false }).sendMail({
    from: 'shop@ruck.test',
    ...mail,
  });
const messages = async (to?: string): Promise<CaughtMail[]> => {
  const res = await fetch(`${catcher.url}/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as CaughtMail[];
};

describe('sandbox mail catcher', () => {
  it('keeps a mail sent over SMTP and answers it as JSON, newest first, by recipient', async () => {
    await send({
      to: 'Ana@Example.com',
      subject: 'Reset your password',
      text: 'Open https://shop.test/reset?t=1',
    });
    await send({ to: 'bob@example.com', subject: 'Welcome', text: 'Hello Bob' });
    await send({ to: 'ana@example.com', subject: 'Second', text: 'Again' });

    const ana = await messages('ANA@example.com');
    expect(ana.map((m) => m.subject)).toEqual(['Second', 'Reset your password']);
    expect(ana[1]).toMatchObject({
      recipients: ['ana@example.com'],
      envelopeFrom: 'shop@ruck.test',
      from: 'shop@ruck.test',
      text: expect.stringContaining('https://shop.test/reset?t=1') as string,
    });
    expect((await messages()).map((m) => m.subject)).toEqual(['Second', 'Welcome', 'Reset your password']);
    const one = await fetch(`${catcher.url}/messages/${ana[0].id}.json`);
    expect(((await one.json()) as CaughtMail).subject).toBe('Second');
  });

  it('keeps mail across a restart (SQLite in the sandbox data dir)', async () => {
    await send({ to: 'kept@example.com', subject: 'Kept', text: 'x' });
    const again = await startMailCatcher({ smtpPort: 0, webPort: 0, dataDir });
    try {
      const res = await fetch(`${again.url}/messages?to=kept@example.com`);
      expect(((await res.json()) as CaughtMail[]).map((m) => m.subject)).toEqual(['Kept']);
    } finally {
      await again.close();
    }
  });

  it('escapes subjects and bodies on its pages, and makes links clickable', async () => {
    await send({
      to: 'eve@example.com',
      subject: '<img src=x onerror=alert(1)>',
      text: '<script>alert(2)</script> see https://shop.test/a?x=1&y=2',
    });
    const list = await fetch(`${catcher.url}/`);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const listHtml = await list.text();
    expect(listHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(listHtml).not.toContain('<img');
    const [mail] = await messages('eve@example.com');
    const html = await (await fetch(`${catcher.url}/messages/${mail.id}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('<a href="https://shop.test/a?x=1&amp;y=2"');
  });

  it('answers 404 for an unknown message', async () => {
    expect((await fetch(`${catcher.url}/messages/999999`)).status).toBe(404);
  });
});

describe("the shop's contact mail, with SMTP pointed at the catcher", () => {
  it('arrives, addressed to the shop, answering to the visitor', async () => {
    const { smtp } = parseConfig({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(catcher.smtpPort),
      CONTACT_TO: 'support@ruck.test',
    });
    await mailContactMessage(smtp!, {
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Sizes',
      message: 'Do you have the M in blue?',
    });
    const [mail] = await messages('support@ruck.test');
    expect(mail.subject).toBe('[Contact] Sizes');
    expect(mail.text).toContain('From: Ana <ana@example.com>');
    expect(mail.text).toContain('Do you have the M in blue?');
  });
});
