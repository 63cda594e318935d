import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/server/account/session';
import { emailChangeSent } from '@/server/account/email-change';
import { addressHandlers, PROFILE_MAX_BODY_BYTES, profileHandlers } from '@/server/account/profile-route';
import { ErpError } from '@/server/erp/errors';
import * as people from '@/server/erp/people';
import { FORBIDDEN_ORIGIN } from '@/tests/helpers/http-texts';
import { openShopDb } from '@/server/store/db';
import { sqliteEmailChanges } from '@/server/store/email-changes';
import {
  as,
  DEMO,
  errorOf,
  jsonRequest,
  limiter,
  liveSandbox,
  MARIA,
  ORIGIN,
  getRequest,
} from '../../helpers/account-routes';

liveSandbox();

const LEGACY: SessionUser = { userId: 1002, addressId: 2002, email: 'legacy@example.com' };

function routes(user: SessionUser | null, points = 1000) {
  const refreshSession = vi.fn(async () => {});
  const erp = {
    readCustomer: people.readCustomer,
    readAddress: people.readAddress,
    findCustomerByEmail: people.findCustomerByEmail,
    updateProfile: vi.fn(people.updateProfile),
    updateAddress: vi.fn(people.updateAddress),
  };
  const db = openShopDb(':memory:');
  const mail = vi.fn(async (_to: string, _mail: { subject: string; text: string }) => {});
  const emailChange = {
    passwordLimiter: limiter(points),
    changes: () => sqliteEmailChanges(db),
    notices: { mail, defer: (task: () => Promise<void>) => void task() },
    siteUrl: () => ORIGIN,
  };
  const deps = {
    user: as(user),
    limiter: limiter(points),
    origin: () => ORIGIN,
    erp,
    refreshSession,
    emailChange,
  };
  return { profile: profileHandlers(deps), address: addressHandlers(deps), erp, refreshSession, mail, db };
}

type View = {
  profile: { firstName: string; lastName: string; email: string; phone: string };
  address: { address: string; city: string; state: string; zip: string; country: string; phone: string };
};

describe('profile and address routes', () => {
  it('answers 401 to a guest', async () => {
    const { profile, address } = routes(null);
    for (const r of [
      await profile.GET(getRequest('/api/account/profile')),
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
    const r = await routes(DEMO).profile.GET(getRequest('/api/account/profile'));
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const view = (await r.json()) as View;
    expect(view.profile.email).toBe('demo@example.com');
    expect(JSON.stringify(view)).not.toMatch(/password|scrypt|127\.0\.0\.1/);
  });

  it('saves the names at once (round trip) and refreshes the session', async () => {
    const { profile, refreshSession, mail } = routes(LEGACY);
    const before = (await (await profile.GET(getRequest('/api/account/profile'))).json()) as View;
    const change = {
      firstName: 'Eleni',
      lastName: 'Georgiou',
      email: before.profile.email,
      phone: '+357 99 123456',
    };
    const r = await profile.PUT(jsonRequest('PUT', '/api/account/profile', change));
    expect(r.status).toBe(200);
    const after = (await r.json()) as View & { emailChange?: unknown };
    expect(after.profile).toEqual(change);
    expect(after.emailChange).toBeUndefined();
    expect(
      (await (await routes(LEGACY).profile.GET(getRequest('/api/account/profile'))).json()) as View,
    ).toEqual(after);
    expect(refreshSession).toHaveBeenCalledWith(expect.objectContaining({ userId: 1002, name: 'Eleni' }));
    expect(mail).not.toHaveBeenCalled();
  });

  it('a new email without the current password: 400 on that field, nothing saved, nothing mailed', async () => {
    const { profile, erp, mail, db } = routes(LEGACY);
    const before = (await (await profile.GET(getRequest('/api/account/profile'))).json()) as View;
    const r = await profile.PUT(
      jsonRequest('PUT', '/api/account/profile', {
        ...before.profile,
        firstName: 'Thief',
        email: 'thief@example.com',
      }),
    );
    expect(r.status).toBe(400);
    expect(await errorOf(r)).toEqual({
      code: 'password_required',
      message: 'Please enter your current password',
      fields: { currentPassword: 'Please enter your current password' },
    });
    const wrong = await profile.PUT(
      jsonRequest('PUT', '/api/account/profile', {
        ...before.profile,
        firstName: 'Thief',
        email: 'thief@example.com',
        currentPassword: 'guess-1234',
      }),
    );
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({
      currentPassword: 'Your current password is not correct, so your email was not changed.',
    });
    expect(erp.updateProfile).not.toHaveBeenCalled();
    expect(mail).not.toHaveBeenCalled();
    expect(db.prepare('SELECT COUNT(*) AS n FROM email_changes').get()).toEqual({ n: 0 });
    expect(
      (await (await routes(LEGACY).profile.GET(getRequest('/api/account/profile'))).json()) as View,
    ).toEqual(before);
  });

  it('a new email with the password: the names are saved, the email waits for the link mailed to it', async () => {
    const { profile, mail, refreshSession, db } = routes(LEGACY);
    const before = (await (await profile.GET(getRequest('/api/account/profile'))).json()) as View;
    const r = await profile.PUT(
      jsonRequest('PUT', '/api/account/profile', {
        ...before.profile,
        lastName: 'Waiting',
        email: 'New.Legacy@Example.com',
        currentPassword: 'legacy123',
      }),
    );
    expect(r.status).toBe(200);
    const answer = (await r.json()) as View & { emailChange: { email: string; message: string } };
    expect(answer.profile).toEqual({ ...before.profile, lastName: 'Waiting' });
    expect(answer.emailChange).toEqual({
      email: 'new.legacy@example.com',
      message: emailChangeSent('new.legacy@example.com'),
    });
    expect(answer.emailChange.message).toBe(
      'We have sent a confirmation link to new.legacy@example.com. Open it within 60 minutes to make it your sign-in email; until then, sign in with your current email.',
    );
    expect(refreshSession).toHaveBeenCalledWith(expect.objectContaining({ email: 'legacy@example.com' }));
    expect(mail).toHaveBeenCalledOnce();
    const [to, sent] = mail.mock.calls[0];
    expect(to).toBe('new.legacy@example.com');
    expect(sent.subject).toBe('Confirm your new sign-in email');
    expect(sent.text).toMatch(new RegExp(`${ORIGIN}/account/confirm-email\\?token=[\\w-]{43}\\n`));
    expect(sent.text).not.toContain('legacy123');
    expect(db.prepare('SELECT user_id, address_id, new_email FROM email_changes').all()).toEqual([
      { user_id: 1002, address_id: 2002, new_email: 'new.legacy@example.com' },
    ]);
    const found = await people.findCustomerByEmail('new.legacy@example.com');
    expect(found.ok && found.data).toBeNull();
    await profile.PUT(jsonRequest('PUT', '/api/account/profile', before.profile));
  });

  it('the names are not saved when the ERP fails, and no link is mailed', async () => {
    const down = { ok: false as const, error: new ErpError('unavailable', 'test', 'ERP down') };
    const { profile, erp, mail } = routes(LEGACY);
    const before = (await (await profile.GET(getRequest('/api/account/profile'))).json()) as View;
    erp.updateProfile.mockResolvedValueOnce(down);
    const r = await profile.PUT(
      jsonRequest('PUT', '/api/account/profile', {
        ...before.profile,
        firstName: 'Halfway',
        email: 'halfway@example.com',
        currentPassword: 'legacy123',
      }),
    );
    expect(r.status).toBe(503);
    expect(await errorOf(r)).toMatchObject({ code: 'unavailable' });
    expect(mail).not.toHaveBeenCalled();
    expect(
      (await (await routes(LEGACY).profile.GET(getRequest('/api/account/profile'))).json()) as View,
    ).toEqual(before);
  });

  it("refuses another account's email (409) and changes nothing", async () => {
    const { profile, erp, mail } = routes(MARIA);
    const r = await profile.PUT(
      jsonRequest('PUT', '/api/account/profile', {
        firstName: 'Maria',
        lastName: 'X',
        email: 'Demo@Example.com',
        currentPassword: 'maria1234',
      }),
    );
    expect(r.status).toBe(409);
    expect(await errorOf(r)).toMatchObject({
      code: 'email_taken',
      message: 'A user with this email already exists',
    });
    expect(erp.updateProfile).not.toHaveBeenCalled();
    expect(mail).not.toHaveBeenCalled();
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
