import 'server-only';

// Ends every session of one account at once (logout, password change, account deletion): the
// account keeps a "valid after" time, and a cookie issued at or before it is anonymous. One small
// interface so a Redis store can replace SQLite when the shop runs on several hosts.

export interface SessionRevocations {
  /** Makes every cookie of `userId` issued up to now anonymous. */
  revokeAll(userId: number): Promise<void>;
  /** True when a cookie of `userId` issued at `issuedAt` (ms since the epoch) was revoked. */
  isRevoked(userId: number, issuedAt: number): Promise<boolean>;
}
