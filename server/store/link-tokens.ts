import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

// The tokens of the links the shop mails (password reset, email change): 32 random bytes in the
// link, only their SHA-256 in the store, so a copy of the database opens no account.

/** The store's key for a link's token. */
export const linkDigest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token for a mailed link: 256 random bits, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
