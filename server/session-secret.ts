import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '@/server/config';

// The key that seals session cookies. SESSION_SECRET when set (required when deployed, see
// server/config.ts); otherwise one generated on first use and kept in SHOP_DATA_DIR/session-secret
// (mode 0600), so a restart of a local or sandbox shop keeps everyone signed in.

export const SECRET_FILE = 'session-secret';
const MIN_LENGTH = 32;

/** Reads the secret kept in `dir`, creating it (0600, never overwriting) when missing or unusable. */
export function loadOrCreateSecret(dir: string): string {
  const file = join(/* turbopackIgnore: true */ dir, SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': two processes starting together do not overwrite each other; the loser reads the winner's.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (winner) return winner;
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return secret;
}

function readSecret(file: string): string | undefined {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value.length >= MIN_LENGTH ? value : undefined;
  } catch {
    return undefined;
  }
}

let cached: string | undefined;
export function sessionSecret(): string {
  cached ??= config().session.secret ?? loadOrCreateSecret(config().shopDataDir);
  return cached;
}
