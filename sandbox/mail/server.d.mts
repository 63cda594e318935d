// Types for tests that start the mail catcher in-process (server.mjs is plain JavaScript).
export interface MailCatcherOptions {
  /** 0 picks a free port; default SANDBOX_MAIL_PORT or 4125. */
  smtpPort?: number;
  /** 0 picks a free port; default SANDBOX_MAIL_WEB_PORT or 4126. */
  webPort?: number;
  host?: string;
  /** Holds mail.sqlite; relative paths are relative to the repo root. Default SANDBOX_DATA_DIR. */
  dataDir?: string;
}

export interface MailCatcher {
  host: string;
  smtpPort: number;
  webPort: number;
  /** The web page and JSON API. */
  url: string;
  close(): Promise<void>;
}

/** One message as GET /messages answers it. */
export interface CaughtMail {
  id: number;
  receivedAt: string;
  envelopeFrom: string;
  /** The SMTP envelope's recipients, lower-cased. */
  recipients: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The mail's List-* headers by lower-case name, as sent (List-Unsubscribe, List-Unsubscribe-Post). */
  listHeaders: Record<string, string>;
}

export function startMailCatcher(opts?: MailCatcherOptions): Promise<MailCatcher>;
