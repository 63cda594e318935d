// @ts-check
// The password hash format the shop's hasher reads and writes (docs/erp-contract.md, people.password):
//   $scrypt$ln=14,r=8,p=1$<salt: 16 bytes, base64 without padding>$<key: 32 bytes, base64 without padding>
import { scryptSync } from 'node:crypto';

const b64 = (/** @type {Buffer} */ b) => b.toString('base64').replace(/=+$/, '');

/** @param {string} password @param {Buffer} salt 16 bytes */
export function scryptHash(password, salt) {
  const key = scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `$scrypt$ln=14,r=8,p=1$${b64(salt)}$${b64(key)}`;
}
