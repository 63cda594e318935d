'use client';

import { sendJson } from '@/components/forms/post-json';
import { showToast } from '@/components/ui/toast';
import { signedIn, type AccountUser } from './account-client';

/**
 * Sign-in and registration alike: POST the form, and on success tell the account store (menu,
 * hearts) and show the spec's success toast. Throws FormPostError as sendJson does.
 */
export async function startSession(
  url: '/api/auth/login' | '/api/auth/register',
  input: unknown,
  fallback: string,
  success: { title: string; description: string },
): Promise<AccountUser> {
  const { user } = await sendJson<{ user: AccountUser }>(url, 'POST', input, fallback);
  signedIn(user);
  showToast(success);
  return user;
}
