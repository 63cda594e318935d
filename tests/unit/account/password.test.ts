import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyDummy, verifyPassword } from '@/server/account/password';

const FORMAT = /^\$scrypt\$ln=14,r=8,p=5\$([A-Za-z0-9+/]{22})\$([A-Za-z0-9+/]{43})$/;

describe('password hashing', () => {
  it('writes the PHC scrypt format with a 16-byte salt and a 32-byte key, unpadded', async () => {
    const hash = await hashPassword('secret1');
    const m = FORMAT.exec(hash);
    expect(m).not.toBeNull();
    expect(Buffer.from(m![1], 'base64')).toHaveLength(16);
    expect(Buffer.from(m![2], 'base64')).toHaveLength(32);
  });

  it('verifies the same password and nothing else', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword('correct hors', hash)).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword('Correct horse', hash)).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword('', hash)).toEqual({ ok: false, needsRehash: false });
  });

  it('salts every hash, and a hash never contains the plain text', async () => {
    const plain = 'abcdef';
    const [a, b] = await Promise.all([hashPassword(plain), hashPassword(plain)]);
    expect(a).not.toBe(b);
    for (const h of [a, b]) {
      expect(h).not.toBe(plain);
      expect(h).not.toContain(plain);
      expect(h).not.toContain(Buffer.from(plain).toString('base64').replace(/=+$/, ''));
    }
  });

  it('verifies a hash written elsewhere at the current cost', async () => {
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('seeded-pw', salt, 32, { N: 2 ** 14, r: 8, p: 5, maxmem: 64 * 1024 * 1024 });
    const stored = `$scrypt$ln=14,r=8,p=5$${salt.toString('base64').replace(/=+$/, '')}$${key.toString('base64').replace(/=+$/, '')}`;
    expect(await verifyPassword('seeded-pw', stored)).toEqual({ ok: true, needsRehash: false });
  });

  it("is at OWASP's scrypt floor: N·r·p of at least 2^14·8·5", () => {
    expect(2 ** SCRYPT_PARAMS.ln * SCRYPT_PARAMS.r * SCRYPT_PARAMS.p).toBeGreaterThanOrEqual(2 ** 14 * 8 * 5);
    expect(SCRYPT_PARAMS.r).toBeGreaterThanOrEqual(8);
  });

  it("asks for a rehash of the shop's first cost (N=2^14, p=1: the sandbox seed's)", async () => {
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('seeded-pw', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = `$scrypt$ln=14,r=8,p=1$${salt.toString('base64').replace(/=+$/, '')}$${key.toString('base64').replace(/=+$/, '')}`;
    expect(await verifyPassword('seeded-pw', stored)).toEqual({ ok: true, needsRehash: true });
  });

  it('asks for a rehash when the stored parameters are older than the current ones', async () => {
    const salt = Buffer.alloc(16, 1);
    const key = scryptSync('old-cost', salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const stored = `$scrypt$ln=10,r=8,p=1$${salt.toString('base64').replace(/=+$/, '')}$${key.toString('base64').replace(/=+$/, '')}`;
    expect(await verifyPassword('old-cost', stored)).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword('other', stored)).toEqual({ ok: false, needsRehash: false });
  });

  it('treats any other stored value as a legacy plain password: a match asks for a rehash', async () => {
    expect(await verifyPassword('plain-old', 'plain-old')).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword('plain-ol', 'plain-old')).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword('plain-old ', 'plain-old')).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword('PLAIN-OLD', 'plain-old')).toEqual({ ok: false, needsRehash: false });
  });

  it('never verifies an empty, missing or deleted-account (XXXXXX) value', async () => {
    for (const stored of ['', '   ', 'XXXXXX', null, undefined]) {
      expect(await verifyPassword('', stored)).toEqual({ ok: false, needsRehash: false });
      expect(await verifyPassword('XXXXXX', stored)).toEqual({ ok: false, needsRehash: false });
    }
  });

  it('never verifies a malformed or tampered scrypt string, even against its own text', async () => {
    const good = await hashPassword('pw1234');
    const malformed = [
      '$scrypt$',
      '$scrypt$ln=14,r=8,p=1$',
      '$scrypt$ln=14,r=8,p=1$abc$def',
      good.replace('ln=14', 'ln=99'),
      good.replace('ln=14', 'ln=0'),
      good.replace('r=8', 'r=0'),
      good.replace('p=5', 'p=x'),
      `${good}$extra`,
      good.replace(/\$[^$]+$/, '$!!!!!!!!!!!!!!!!!!!!!!'),
      good.replace(/\$[^$]+$/, '$' + 'A'.repeat(200)),
    ];
    for (const stored of malformed) {
      expect(await verifyPassword('pw1234', stored)).toEqual({ ok: false, needsRehash: false });
      expect(await verifyPassword(stored, stored)).toEqual({ ok: false, needsRehash: false });
    }
  }, 30_000);

  it('a dummy verification rejects and costs one hash at the current cost', async () => {
    const hash = await hashPassword('timing');
    const t0 = performance.now();
    await verifyPassword('wrong', hash);
    const real = performance.now() - t0;
    const t1 = performance.now();
    expect(await verifyDummy('wrong')).toEqual({ ok: false, needsRehash: false });
    const dummy = performance.now() - t1;
    expect(dummy).toBeGreaterThan(real / 10);
  });
});
