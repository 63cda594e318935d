import 'server-only';
import { cookies } from 'next/headers';
import { decodeNotice, FORM_NOTICE_COOKIE, type NoticeForm } from '@/lib/account/form-notice';

/** The notice a form post without JavaScript left for this page (server/account/form-post.ts). */
export async function formNotice(form: NoticeForm) {
  return decodeNotice((await cookies()).get(FORM_NOTICE_COOKIE)?.value, form);
}
