// What a form posted without JavaScript leaves for the page it returns to (server/account/
// form-post.ts): the message to show and what to put back in the form. Carried in a short-lived
// httpOnly cookie, never in the URL: a password never goes back anywhere, and the reset link's
// token only back to its own form.

export const FORM_NOTICE_COOKIE = 'form-notice';
/** Long enough for the redirect's round trip; a reload a minute later shows a clean form. */
export const FORM_NOTICE_MAX_AGE_SECONDS = 60;

export type NoticeForm = 'login' | 'forgot' | 'reset' | 'order-lookup' | 'withdraw';

export interface FormNotice {
  form: NoticeForm;
  /** A refusal's message (the JSON answer's). */
  error?: string;
  /** A success's message (the reset link sent, the password changed). */
  status?: string;
  email?: string;
  token?: string;
}

const FORMS: readonly string[] = ['login', 'forgot', 'reset', 'order-lookup', 'withdraw'];
const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined);

export const encodeNotice = (notice: FormNotice) => encodeURIComponent(JSON.stringify(notice));

/** The notice for `form`, or undefined for no cookie, another form's or a malformed one. */
export function decodeNotice(value: string | undefined, form: NoticeForm): FormNotice | undefined {
  if (!value) return undefined;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(decodeURIComponent(value)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !FORMS.includes(String(parsed.form))) return undefined;
  if (parsed.form !== form) return undefined;
  return {
    form,
    error: text(parsed.error, 500),
    status: text(parsed.status, 500),
    email: text(parsed.email, 254),
    token: text(parsed.token, 200),
  };
}
