import { describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import type { SessionUser } from '@/server/account/session';
import {
  addressHandlers,
  PROFILE_MAX_BODY_BYTES,
  PROFILE_PARTLY_SAVED,
  profileHandlers,
} from '@/server/account/profile-route';
import { ErpError } from '@/server/erp/errors';
import * as people from '@/server/erp/people';
import { FORBIDDEN_ORIGIN } from '@/server/http/private-json';
import {
  as,
  DEMO,
  errorOf,
  jsonRequest,
  limiter,
  liveSandbox,
  MARIA,
  ORIGIN,
} from '../../helpers/account-routes';

liveSandbox();

const log = captureLog();
const LEGACY: SessionUser = { userId: 1002, addressId: 2002, email: 'legacy@example.com' };

function routes(user: SessionUser | null, points = 1000) {
  const refreshSession = vi.fn(async () => {});
  const erp = {
    readCustomer: people.readCustomer,
    readAddress: people.readAddress,
    findCustomerByEmail: people.findCustomerByEmail,
    updateProfile: vi.fn(people.updateProfile),
    updateEmail: vi.fn(people.updateEmail),
    updateAddress: vi.fn(people.updateAddress),
  };
  const deps = { user: as(user), limiter: limiter(points), origin: () => ORIGIN, erp, refreshSession };
  return { profile: profileHandlers(deps), address: addressHandlers(deps), erp, refreshSession };
}

type View = {
  profile: { firstName: string; lastName: string; email: string; phone: string };
  address: { address: string; city: string; state: string; zip: string; country: string; phone: string };
};

describe('profile and address routes', () => {
  it('answers 401 to a guest', async () => {
    const { profile, address } = routes(null);
    for (const r of [
      await profile.GET(),
      await profile.PUT(
        jsonRequest('PUT', '/api/account/profile', { firstName: 'A', lastName: 'B', email: 'a@b.cy' }),
      ),
      await address.PUT(jsonRequest('PUT', '/api/account/address', {})),
    ]) {
      expect(r.status).toBe(401);
      expect(r.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it("reads the session user's profile and address", async () => {
    const r = await routes(DEMO).profile.GET();
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const view = (await r.json()) as View;
    expect(view.profile.email).toBe('demo@example.com');
    expect(JSON.stringify(view)).not.toMatch(/password|scrypt|127\.0\.0\.1/);
  });

  it('saves the profile (round trip), changing the email, and refreshes the session', async () => {
    const { profile, refreshSession } = routes(LEGACY);
    const before = (await (await profile.GET()).json()) as View;
    const change = {
      firstName: 'Eleni',
      lastName: 'Georgiou',
      email: 'ELENI.NEW@example.com',
      phone: '+357 99 123456',
    };
    const r = await profile.PUT(jsonRequest('PUT', '/api/account/profile', change));
    expect(r.status).toBe(200);
    const after = (await r.json()) as View;
    expect(after.profile).toEqual({ ...change, email: 'eleni.new@example.com' });
    expect((await (await routes(LEGACY).profile.GET()).json()) as View).toEqual(after);
    expect(refreshSession).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 1002, email: 'eleni.new@example.com' }),
    );
    const found = await people.findCustomerByEmail('eleni.new@example.com');
    expect(found.ok && found.data).toEqual({ peopleId: 1002, addressId: 2002 });
    // Back to the old email: no collision with itself.
    const back = await profile.PUT(
      jsonRequest('PUT', '/api/account/profile', { ...change, email: before.profile.email }),
    );
    expect(back.status).toBe(200);
  });

  describe('when the ERP fails between the two records of one save', () => {
    const down = { ok: false as const, error: new ErpError('unavailable', 'test', 'ERP down') };
    const change = {
      firstName: 'Halfway',
      lastName: 'There',
      email: 'halfway@example.com',
      phone: '+357 99 000111',
    };

    it('puts the old email back: nothing is saved, and the shopper is told to try again', async () => {
      const { profile, erp, refreshSession } = routes(LEGACY);
      const before = (await (await profile.GET()).json()) as View;
      erp.updateProfile.mockResolvedValueOnce(down);
      const r = await profile.PUT(jsonRequest('PUT', '/api/account/profile', change));
      expect(r.status).toBe(503);
      expect(await errorOf(r)).toMatchObject({ code: 'unavailable' });
      expect(erp.updateEmail).toHaveBeenCalledTimes(2);
      expect((await (await routes(LEGACY).profile.GET()).json()) as View).toEqual(before);
      expect(refreshSession).not.toHaveBeenCalled();
    });

    it('says exactly what was saved when the email cannot be put back either', async () => {
      const { profile, erp, refreshSession } = routes(LEGACY);
      const before = (await (await profile.GET()).json()) as View;
      erp.updateProfile.mockResolvedValueOnce(down);
      erp.updateEmail.mockImplementationOnce(people.updateEmail).mockResolvedValueOnce(down);
      const r = await profile.PUT(jsonRequest('PUT', '/api/account/profile', change));
      expect(r.status).toBe(503);
      expect(await errorOf(r)).toEqual({ code: 'partly_saved', message: PROFILE_PARTLY_SAVED });
      const now = (await (await routes(LEGACY).profile.GET()).json()) as View;
      expect(now.profile).toEqual({ ...before.profile, email: 'halfway@example.com' });
      // The session shows the email the ERP now holds.
      expect(refreshSession).toHaveBeenCalledWith(expect.objectContaining({ email: 'halfway@example.com' }));
      expect(log.find({ area: 'account', level: 'error' })).toMatchObject({ kind: 'unavailable' });
      expect(log.text()).not.toContain('halfway@example.com');
      // Put back for the other tests.
      await people.updateEmail(LEGACY.addressId!, before.profile.email);
    });
  });

  it("refuses another account's email (409) and changes nothing", async () => {
    const { profile, erp } = routes(MARIA);
    const r = await profile.PUT(
      jsonRequest('PUT', '/api/account/profile', {
        firstName: 'Maria',
        lastName: 'X',
        email: 'Demo@Example.com',
      }),
    );
    expect(r.status).toBe(409);
    expect(await errorOf(r)).toMatchObject({
      code: 'email_taken',
      message: 'A user with this email already exists',
    });
    expect(erp.updateEmail).not.toHaveBeenCalled();
    expect(erp.updateProfile).not.toHaveBeenCalled();
  });

  it('saves the address (round trip) to add1, zip, mobile', async () => {
    const { address, erp } = routes(MARIA);
    const body = {
      address: '12 Makarios Avenue',
      city: 'Limassol',
      state: 'Limassol',
      zip: '3025',
      country: 'Cyprus',
      phone: '+357 96 555444',
    };
    const r = await address.PUT(jsonRequest('PUT', '/api/account/address', body));
    expect(r.status).toBe(200);
    expect(((await r.json()) as View).address).toEqual(body);
    expect(erp.updateAddress).toHaveBeenCalledWith(
      2003,
      expect.objectContaining({ line1: body.address, mobile: body.phone }),
    );
    const stored = await people.readAddress(2003);
    expect(stored.ok && stored.data.address.line1).toBe(body.address);
    expect(stored.ok && stored.data.mobile).toBe(body.phone);
  });

  it('refuses a userId in the body, invalid fields (400 with field messages), another origin (403), non-JSON (415), an oversized body (413)', async () => {
    const { profile, address, erp } = routes(MARIA);
    const withUser = await profile.PUT(
      jsonRequest('PUT', '/api/account/profile', {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.cy',
        userId: 1001,
      }),
    );
    expect(withUser.status).toBe(400);
    const bad = await address.PUT(
      jsonRequest('PUT', '/api/account/address', { address: 'x', city: 'L', zip: '1', phone: 'no' }),
    );
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toMatchObject({
      address: 'Please enter your full address',
      city: 'Please enter your city',
      zip: 'Please enter a valid postal code',
      phone: 'Please enter a valid phone number',
    });
    const foreign = await profile.PUT(
      jsonRequest(
        'PUT',
        '/api/account/profile',
        { firstName: 'A', lastName: 'B', email: 'a@b.cy' },
        { origin: 'https://evil.test' },
      ),
    );
    expect(foreign.status).toBe(403);
    expect(await errorOf(foreign)).toEqual({ code: 'forbidden_origin', message: FORBIDDEN_ORIGIN });
    const text = await address.PUT(
      jsonRequest('PUT', '/api/account/address', 'address=x', { 'content-type': 'text/plain' }),
    );
    expect(text.status).toBe(415);
    expect(await errorOf(text)).toEqual({
      code: 'unsupported_media_type',
      message: 'Send the form as JSON.',
    });
    const big = await profile.PUT(
      jsonRequest('PUT', '/api/account/profile', {
        firstName: 'x'.repeat(PROFILE_MAX_BODY_BYTES),
        lastName: 'B',
        email: 'a@b.cy',
      }),
    );
    expect(big.status).toBe(413);
    expect(await errorOf(big)).toEqual({ code: 'too_large', message: 'The request is too large.' });
    expect(erp.updateProfile).not.toHaveBeenCalled();
    expect(erp.updateAddress).not.toHaveBeenCalled();
  });

  it('rate-limits saves per user (429)', async () => {
    const { profile } = routes(MARIA, 1);
    const body = { firstName: '', lastName: '', email: 'x' };
    expect((await profile.PUT(jsonRequest('PUT', '/api/account/profile', body))).status).toBe(400);
    expect((await profile.PUT(jsonRequest('PUT', '/api/account/profile', body))).status).toBe(429);
  });
});
