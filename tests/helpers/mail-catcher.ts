import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig, type SmtpConfig } from '@/server/config';
import { startMailCatcher, type CaughtMail } from '../../sandbox/mail/server.mjs';

// The sandbox mail catcher on ephemeral ports for one test file, with the shop's SMTP settings
// pointing at it: the mails a route handler sends are read back as a shopper's inbox.

export interface TestMailbox {
  smtp: SmtpConfig;
  /** The catcher's web address (GET/DELETE /messages). */
  url: string;
  /** The mails sent to `to`, newest first. */
  mails(to: string): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

export async function startTestMailbox(name: string): Promise<TestMailbox> {
  const dir = mkdtempSync(join(tmpdir(), `${name}-mail-`));
  const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, dataDir: dir });
  const smtp = parseConfig({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(catcher.smtpPort),
    SMTP_FROM: 'shop@ruck.test',
    SMTP_TO: 'shop@ruck.test',
  }).smtp;
  if (!smtp) throw new Error('SMTP not configured');
  return {
    smtp,
    url: catcher.url,
    mails: async (to) =>
      (await (await fetch(`${catcher.url}/messages?to=${encodeURIComponent(to)}`)).json()) as CaughtMail[],
    async close() {
      await catcher.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
