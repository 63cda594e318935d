import { mkdtempSync, rmSync } from 'node:fs';
import { captureLog } from '@/tests/helpers/captured-log';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startErpSandbox } from '@/sandbox/erp/server.mjs';
import { addFavourite, eraseFavourite, favouriteOwner, listFavourites } from '@/server/erp/favourites';
import { listOrderLines, listOrders, readOrder } from '@/server/erp/orders';
import {
  blankAndSoftErase,
  createCustomer,
  findCustomerByEmail,
  readAddress,
  readCustomer,
  readPeople,
  updateAddress,
  updatePasswordField,
  updateProfile,
} from '@/server/erp/people';
import { StoredPasswordSecret } from '@/server/erp/stored-password';

/** The accounts contract against a fresh sandbox ERP, default or strict (sandbox/erp/strict.mjs). */
export function accountsContract({ strict }: { strict: boolean }) {
  const log = captureLog();
  // The account adapter against the live sandbox over HTTP (people, address, favourites, orders).
  let sandbox: { url: string; close(): Promise<void> };
  let dataDir: string;

  const faults = (body: object) =>
    fetch(`${sandbox.url}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) });
  const peopleCount = async () =>
    ((await (await fetch(`${sandbox.url}/$TableGetView?system=accounting&file=people`)).json()) as unknown[])
      .length;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'erp-accounts-'));
    sandbox = await startErpSandbox({ port: 0, dataDir, seedItems: 120, seed: 7, quiet: true, strict });
    vi.stubEnv('ERP_BASE_URL', sandbox.url);
  }, 60_000);

  afterAll(async () => {
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(() => vi.restoreAllMocks());

  const must = <T>(r: { ok: true; data: T } | { ok: false; error: Error }): T => {
    if (!r.ok) throw r.error;
    return r.data;
  };

  let counter = 0;
  const newCustomer = (email = `new${++counter}@example.com`) => ({
    firstName: ' Sofia ',
    lastName: 'Pavlou',
    email: ` ${email.toUpperCase()} `,
    phone: '+357 99 000111',
    passwordHash: '$scrypt$ln=14,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U',
  });

  describe('customers (accounting people + address)', () => {
    it('finds the demo customer by email (any case) and nothing for an unknown email', async () => {
      const ref = must(await findCustomerByEmail(' DEMO@example.com'));
      expect(ref).toEqual({ peopleId: expect.any(Number), addressId: expect.any(Number) });
      expect(must(await findCustomerByEmail('nobody@example.com'))).toBeNull();
    });

    it('reads the stored password only as an opaque secret, never in Customer', async () => {
      const ref = must(await findCustomerByEmail('demo@example.com'))!;
      const people = must(await readPeople(ref.peopleId));
      expect(people.password).toBeInstanceOf(StoredPasswordSecret);
      expect(people.password.reveal()).toMatch(/^\$scrypt\$ln=14,r=8,p=1\$[^$]{22}\$[^$]{43}$/);
      for (const shown of [JSON.stringify(people), inspect(people), String(people.password)])
        expect(shown).not.toContain(people.password.reveal());
      const customer = must(await readCustomer(ref.peopleId, ref.addressId));
      expect(customer).toMatchObject({
        id: ref.peopleId,
        addressId: ref.addressId,
        email: 'demo@example.com',
        firstName: people.firstName,
        address: { city: 'Limassol', country: 'Cyprus' },
      });
      expect(JSON.stringify(customer)).not.toMatch(/password|scrypt/);
      const legacy = must(await findCustomerByEmail('legacy@example.com'))!;
      expect(must(await readPeople(legacy.peopleId)).password.reveal()).toBe('legacy123');
    });

    it('a missing people record is not_found', async () => {
      const r = await readPeople(999_999);
      expect(r.ok ? null : r.error.kind).toBe('not_found');
    });

    it('creates a customer (people, then address) that can be found and read', async () => {
      const ref = must(await createCustomer(newCustomer('sofia@example.com')));
      expect(must(await findCustomerByEmail('sofia@example.com'))).toEqual(ref);
      expect(must(await readCustomer(ref.peopleId, ref.addressId))).toMatchObject({
        firstName: 'Sofia',
        lastName: 'Pavlou',
        email: 'sofia@example.com',
        phone: '+357 99 000111',
        group: 'WEB',
      });
      expect(must(await readPeople(ref.peopleId)).password.reveal()).toBe(newCustomer().passwordHash);
    });

    it('writes Greek names as they were typed and reads them back the same', async () => {
      const ref = must(
        await createCustomer({ ...newCustomer(), firstName: 'Ελένη', lastName: 'Δημητρίου-Χριστοφή' }),
      );
      expect(must(await readCustomer(ref.peopleId, ref.addressId))).toMatchObject({
        firstName: 'Ελένη',
        lastName: 'Δημητρίου-Χριστοφή',
      });
      must(await updateAddress(ref.addressId, { line1: 'Οδός Ερμού 7', city: 'Λάρνακα' }));
      expect(must(await readAddress(ref.addressId)).address).toMatchObject({
        line1: 'Οδός Ερμού 7',
        city: 'Λάρνακα',
      });
    });

    it('erases the people record again when the address insert fails (no half-made account)', async () => {
      const before = await peopleCount();
      const r = await createCustomer(newCustomer('legacy@example.com'));
      expect(r.ok ? null : r.error.kind).toBe('rejected');
      expect(await peopleCount()).toBe(before);
    });

    it('reports the address failure even when the undo also fails, and says so in the log', async () => {
      const before = await peopleCount();
      await faults({ failRate: 1, match: '$TableErase' });
      try {
        const r = await createCustomer(newCustomer('legacy@example.com'));
        expect(r.ok ? null : r.error.kind).toBe('rejected');
      } finally {
        await faults({});
      }
      expect(await peopleCount()).toBe(before + 1);
      expect(
        log.at('error').find((l) => String(l.msg).startsWith('createCustomer: could not erase')),
      ).toMatchObject({ people: expect.any(Number) });
    });

    it('updates the password field, profile and address', async () => {
      const ref = must(await createCustomer(newCustomer()));
      must(await updatePasswordField(ref.peopleId, '$scrypt$new'));
      expect(must(await readPeople(ref.peopleId)).password.reveal()).toBe('$scrypt$new');
      must(await updateProfile(ref.peopleId, { firstName: 'Sophia', phone: '+357 25 123123' }));
      must(
        await updateAddress(ref.addressId, {
          line1: '1 Anexartisias',
          city: 'Limassol',
          zip: '3040',
          mobile: '+357 99 999999',
        }),
      );
      expect(must(await readCustomer(ref.peopleId, ref.addressId))).toMatchObject({
        firstName: 'Sophia',
        lastName: 'Pavlou',
        phone: '+357 25 123123',
        address: { line1: '1 Anexartisias', city: 'Limassol', zip: '3040' },
      });
      expect(must(await readAddress(ref.addressId)).mobile).toBe('+357 99 999999');
    });

    it('never retries a write, and a failed write carrying a secret logs none of it', async () => {
      const ref = must(await createCustomer(newCustomer()));
      const spy = vi.spyOn(globalThis, 'fetch');
      await faults({ failRate: 1, match: '$TableModify' });
      try {
        const r = await updateProfile(ref.peopleId, { firstName: 'X' });
        expect(r.ok ? null : r.error.kind).toBe('unavailable');
        expect(
          spy.mock.calls.filter(([u]) =>
            (u instanceof Request ? u.url : u.toString()).includes('$TableModify'),
          ),
        ).toHaveLength(1);
      } finally {
        await faults({});
      }
      const secret = '$scrypt$ln=14,r=8,p=1$TOPSECRETSALT$TOPSECRETKEY';
      const missing = await updatePasswordField(999_999, secret);
      expect(missing.ok ? null : missing.error.kind).toBe('not_found');
      expect(missing.ok ? '' : missing.error.message).not.toContain('TOPSECRET');
      expect(log.text()).not.toContain('TOPSECRET');
    });

    it('deletes an account: blanks name, phone, password and email, then soft-erases the person', async () => {
      const ref = must(await createCustomer(newCustomer('leaving@example.com')));
      const favourite = must(await addFavourite(ref.peopleId, 5001));
      must(await blankAndSoftErase(ref.peopleId, ref.addressId));
      const gone = await readPeople(ref.peopleId);
      expect(gone.ok ? null : gone.error.kind).toBe('not_found');
      expect(must(await findCustomerByEmail('leaving@example.com'))).toBeNull();
      expect(must(await readAddress(ref.addressId))).toMatchObject({
        id: ref.addressId,
        peopleId: ref.peopleId,
        email: '',
        mobile: '',
      });
      // The email is free for a new account afterwards.
      must(await createCustomer(newCustomer('leaving@example.com')));
      // The sandbox keeps the person's favourites rows; only the person is hidden.
      expect(must(await favouriteOwner(favourite.recordId))).toBe(ref.peopleId);
    });
  });

  describe('favourites (pos peopleitem)', () => {
    it('lists, adds, reads the owner of and erases favourites', async () => {
      const demo = must(await findCustomerByEmail('demo@example.com'))!.peopleId;
      const before = must(await listFavourites(demo));
      expect(before.length).toBeGreaterThanOrEqual(2);
      const taken = new Set(before.map((f) => f.productId));
      const productId = [5001, 5002, 5003, 5004].find((p) => !taken.has(p))!;
      const added = must(await addFavourite(demo, productId));
      expect(must(await listFavourites(demo))).toContainEqual(added);
      expect(must(await favouriteOwner(added.recordId))).toBe(demo);
      const duplicate = await addFavourite(demo, productId);
      expect(duplicate.ok ? null : duplicate.error.kind).toBe('rejected');
      must(await eraseFavourite(added.recordId));
      expect(must(await listFavourites(demo))).toEqual(before);
      const again = await eraseFavourite(added.recordId);
      expect(again.ok ? null : again.error.kind).toBe('not_found');
      const owner = await favouriteOwner(added.recordId);
      expect(owner.ok ? null : owner.error.kind).toBe('not_found');
    });

    it('a favourite of an unknown product is rejected', async () => {
      const demo = must(await findCustomerByEmail('demo@example.com'))!.peopleId;
      const r = await addFavourite(demo, 4);
      expect(r.ok ? null : r.error.kind).toBe('rejected');
    });
  });

  describe('orders (pos trans + transdet)', () => {
    it('lists the demo orders newest first, in every status, with positive lines summing to the total', async () => {
      const demo = must(await findCustomerByEmail('demo@example.com'))!.peopleId;
      const orders = must(await listOrders(demo));
      expect(orders.length).toBeGreaterThanOrEqual(25);
      const keys = orders.map((o) => `${o.createdAt}`);
      expect(keys).toEqual([...keys].sort().reverse());
      expect(new Set(orders.map((o) => o.statusTone))).toEqual(
        new Set(['delivered', 'shipped', 'processing', 'other']),
      );
      expect(orders.find((o) => o.statusTone === 'other')!.status).toBe('Cancelled');
      for (const o of orders) {
        expect(o.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(o.createdAt?.slice(0, 10)).toBe(o.date);
        expect(o.lines.length).toBeGreaterThan(0);
        expect(o.lines.every((l) => l.quantity > 0 && l.totalCents === l.quantity * l.unitPriceCents)).toBe(
          true,
        );
        expect(o.lines.every((l) => l.name.length > 0 && l.productId !== null)).toBe(true);
        expect(o.totalCents).toBe(o.lines.reduce((s, l) => s + l.totalCents, 0));
      }
    });

    it('reads one order with its owner, and its lines alone', async () => {
      const demo = must(await findCustomerByEmail('demo@example.com'))!.peopleId;
      const [newest] = must(await listOrders(demo));
      expect(must(await readOrder(newest.id))).toEqual({ ownerId: demo, order: newest });
      expect(must(await listOrderLines(newest.id))).toEqual(newest.lines);
      const missing = await readOrder(999_999);
      expect(missing.ok ? null : missing.error.kind).toBe('not_found');
    });

    it('a person without orders has none', async () => {
      const ref = must(await createCustomer(newCustomer()));
      expect(must(await listOrders(ref.peopleId))).toEqual([]);
    });
  });
}
