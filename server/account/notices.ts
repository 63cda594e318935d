import 'server-only';
import { readAddress } from '@/server/erp/people';
import type { AccountMail } from '@/server/mail/account-mail';
import { errorFields, logFor } from '@/server/log/logger';
import { MAIL_RETRY_DELAYS_MS, withRetries } from '@/server/mail/retry';

const log = logFor('account');

// The account's mails (server/mail/account-mail.ts) are sent after the answer, as the reset link
// is: the shopper never waits for the mail server, a failed send is tried again and then logged
// (never the address). With no mail server configured they are skipped quietly.

export interface AccountNotices {
  /** Sends one mail; undefined when SMTP is not configured. */
  mail?: (to: string, mail: AccountMail) => Promise<void>;
  /** Runs work after the response is sent (next/server `after` in the app). */
  defer: (task: () => Promise<void>) => void;
  /** MAIL_RETRY_DELAYS_MS unless a test says otherwise. */
  mailRetryDelaysMs?: readonly number[];
}

/** An address, or how to find it once the answer is sent (null: nobody to mail). */
export type Recipient = string | (() => Promise<string | null>);

/** Mails `mail` to `to` after the answer; `what` names it in the log. */
export function mailAfter(
  notices: AccountNotices | undefined,
  to: Recipient,
  mail: AccountMail,
  what: string,
) {
  const send = notices?.mail;
  if (!notices || !send) return;
  notices.defer(async () => {
    let address: string | null;
    try {
      address = typeof to === 'string' ? to : await to();
    } catch (error) {
      log.error({ mail: what, ...errorFields(error) }, 'mail not sent: its address could not be read');
      return;
    }
    if (!address) return;
    const delays = notices.mailRetryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
    const failed = await withRetries(() => send(address, mail), delays);
    if (failed)
      log.error({ mail: what, tries: delays.length + 1, ...errorFields(failed) }, 'mail could not be sent');
  });
}

/** The email of the account's address record, read from the ERP (null when it is not the account's). */
export const accountEmail =
  (userId: number, addressId: number | null | undefined) => async (): Promise<string | null> => {
    if (!addressId) return null;
    const address = await readAddress(addressId);
    if (!address.ok) throw new Error(`ERP read failed (${address.error.kind})`);
    return address.data.peopleId === userId && address.data.email ? address.data.email : null;
  };
