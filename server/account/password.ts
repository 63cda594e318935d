import 'server-only';
import {
  createHmac,
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { concurrencyLimit } from '@/lib/concurrency-limit';

// Password hashing with scrypt from node:crypto, stored as a self-describing PHC string:
//   $scrypt$ln=14,r=8,p=5$<16-byte salt, base64 unpadded>$<32-byte key, base64 unpadded>
// Any other stored value is a legacy plain password written by the old client: it is compared in
// constant time and, on a match, reported as needing a rehash so the caller upgrades it.

/**
 * OWASP's scrypt floor (Password Storage Cheat Sheet: N=2^17,r=8,p=1 or an equal-cost variant);
 * of its variants, N=2^14 (16 MiB), r=8, p=5 costs the least CPU (docs/decisions/0010). Hashes
 * stored at a lower cost (p=1, the shop's first setting) are upgraded at their next sign-in.
 */
export const SCRYPT_PARAMS = { ln: 14, r: 8, p: 5 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MAXMEM = 64 * 1024 * 1024;
/** Values the ERP holds for a person who cannot sign in (never set, or a deleted account). */
const NEVER_VERIFIES = new Set(['', 'XXXXXX']);
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{16,})$/;

export interface Verification {
  ok: boolean;
  /** True when `ok` and the stored value should be replaced by `hashPassword(plain)`. */
  needsRehash: boolean;
}

type Params = { ln: number; r: number; p: number };

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which also compresses the pages
 * (gzip) and reads files: a burst of sign-ins taking every thread would make pages wait behind
 * ~50-130 ms hashes. Two at a time per process keep half the pool for the rest; the cost of each
 * hash is unchanged, and every answer (known email or not) waits in the same queue.
 */
export const SCRYPT_CONCURRENCY = 2;
const hashing = concurrencyLimit(SCRYPT_CONCURRENCY);

function derive(plain: string, salt: Buffer, { ln, r, p }: Params, keylen = KEY_BYTES): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: MAXMEM };
  return hashing(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(plain.normalize('NFC'), salt, keylen, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, SCRYPT_PARAMS);
  const { ln, r, p } = SCRYPT_PARAMS;
  return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
}

type Parsed = { params: Params; salt: Buffer; key: Buffer };

/** The parts of a PHC scrypt string; undefined when malformed or its cost is out of bounds. */
function parsePhc(stored: string): Parsed | undefined {
  const m = PHC.exec(stored);
  if (!m) return undefined;
  const [ln, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Bounds keep a tampered stored value from costing more than the current parameters allow.
  if (ln < 1 || ln > 20 || r < 1 || r > 32 || p < 1 || p > 16 || 128 * 2 ** ln * r > MAXMEM / 2)
    return undefined;
  const salt = Buffer.from(m[4], 'base64');
  const key = Buffer.from(m[5], 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 64) return undefined;
  return { params: { ln, r, p }, salt, key };
}

const isCurrent = ({ params, key }: Parsed) =>
  params.ln >= SCRYPT_PARAMS.ln &&
  params.r >= SCRYPT_PARAMS.r &&
  params.p >= SCRYPT_PARAMS.p &&
  key.length === KEY_BYTES;

// A per-process key: legacy values are compared as HMACs, which are of equal length whatever the
// lengths of the two inputs, so the comparison time says nothing about the stored value.
const legacyKey = randomBytes(32);
const mac = (value: string) => createHmac('sha256', legacyKey).update(value, 'utf8').digest();

const DUMMY_SALT = randomBytes(SALT_BYTES);

/**
 * Runs one scrypt at the current cost and rejects: for an unknown email, a deleted account or a
 * legacy value, so every answer costs about the same time as a wrong password.
 */
export async function verifyDummy(plain: string): Promise<Verification> {
  await derive(plain, DUMMY_SALT, SCRYPT_PARAMS);
  return { ok: false, needsRehash: false };
}

export async function verifyPassword(
  plain: string,
  stored: string | null | undefined,
): Promise<Verification> {
  const value = stored ?? '';
  if (NEVER_VERIFIES.has(value.trim())) return verifyDummy(plain);
  if (value.startsWith('$scrypt$')) {
    const parsed = parsePhc(value);
    if (!parsed) return verifyDummy(plain);
    const key = await derive(plain, parsed.salt, parsed.params, parsed.key.length);
    const ok = timingSafeEqual(key, parsed.key);
    return { ok, needsRehash: ok && !isCurrent(parsed) };
  }
  await verifyDummy(plain);
  const ok = timingSafeEqual(mac(plain), mac(value));
  return { ok, needsRehash: ok };
}
