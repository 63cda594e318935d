import 'server-only';
import { ACCOUNT_MESSAGES, addressSchema, profileSchema } from '@/lib/account/schemas';
import type { AddressRecord, Customer, CustomerRef } from '@/lib/account/types';
import type { SessionUser } from '@/server/account/session';
import type { ErpResult } from '@/server/erp/errors';
import type { AddressChange, ProfileChange } from '@/server/erp/people';
import { notFound, readAccountInput, requireUser, type UserSource } from '@/server/http/account-request';
import { privateError, privateJson, unavailable } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/http/rate-limit';
import { logFor } from '@/server/log/logger';
import { securityEvent } from '@/server/log/security-event';

// GET /api/account/profile → { profile, address }; PUT /api/account/profile { firstName, lastName,
// email, phone? }; PUT /api/account/address { address, city, state?, zip, country?, phone }. The
// records are the session's (people userId, address addressId); the address record is checked
// to belong to the person before it is written. A new email must not be another account's.

const log = logFor('account');

export const PROFILE_MAX_BODY_BYTES = 4 * 1024;

/** The ERP took the new email, then failed on the rest, and the email could not be put back. */
export const PROFILE_PARTLY_SAVED = ACCOUNT_MESSAGES.partlySaved;

export interface ProfileRouteDeps {
  user: UserSource;
  limiter: RateLimiter;
  origin: () => string;
  erp: {
    readCustomer: (peopleId: number, addressId: number | null) => Promise<ErpResult<Customer>>;
    readAddress: (addressId: number) => Promise<ErpResult<AddressRecord>>;
    findCustomerByEmail: (email: string) => Promise<ErpResult<CustomerRef | null>>;
    updateProfile: (peopleId: number, change: ProfileChange) => Promise<ErpResult<void>>;
    updateEmail: (addressId: number, email: string) => Promise<ErpResult<void>>;
    updateAddress: (addressId: number, change: AddressChange) => Promise<ErpResult<void>>;
  };
  /** Re-seals the cookie's display fields (name, email) after a profile save. */
  refreshSession: (user: SessionUser) => Promise<void>;
}

function view(c: Customer, mobile: string) {
  return {
    profile: { firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone },
    address: {
      address: c.address.line1,
      city: c.address.city,
      state: c.address.state,
      zip: c.address.zip,
      country: c.address.country,
      phone: mobile,
    },
  };
}

export type ProfileView = ReturnType<typeof view>;

/** The session user's own address record, or null (one that is another person's is not theirs). */
async function ownAddress(
  deps: ProfileRouteDeps,
  user: SessionUser,
): Promise<ErpResult<AddressRecord | null>> {
  if (!user.addressId) return { ok: true, data: null };
  const r = await deps.erp.readAddress(user.addressId);
  if (!r.ok) return r.error.kind === 'not_found' ? { ok: true, data: null } : r;
  return { ok: true, data: r.data.peopleId === user.userId ? r.data : null };
}

/** The profile and address as GET /api/account/profile answers them; the account page reads it too. */
export async function readProfile(
  deps: ProfileRouteDeps,
  user: SessionUser,
): Promise<ErpResult<ProfileView>> {
  // Side by side (readCustomer checks the address's owner as ownAddress does); only when the
  // session's address record is gone is the person read again without it.
  const [address, found] = await Promise.all([
    ownAddress(deps, user),
    deps.erp.readCustomer(user.userId, user.addressId ?? null),
  ]);
  if (!address.ok) return address;
  const customer =
    !found.ok && found.error.kind === 'not_found' && !address.data
      ? await deps.erp.readCustomer(user.userId, null)
      : found;
  return customer.ok ? { ok: true, data: view(customer.data, address.data?.mobile ?? '') } : customer;
}

export function profileHandlers(deps: ProfileRouteDeps) {
  async function read(user: SessionUser): Promise<Response> {
    const profile = await readProfile(deps, user);
    if (profile.ok) return privateJson(profile.data);
    return profile.error.kind === 'not_found' ? notFound() : unavailable();
  }

  async function GET(): Promise<Response> {
    const user = await requireUser(deps.user);
    return user.ok ? read(user.data) : user.response;
  }

  async function PUT(request: Request): Promise<Response> {
    const checked = await readAccountInput(request, {
      ...deps,
      maxBytes: PROFILE_MAX_BODY_BYTES,
      schema: profileSchema,
    });
    if (!checked.ok) return checked.response;
    const { user, input } = checked.data;
    const address = await ownAddress(deps, user);
    if (!address.ok) return unavailable();
    if (!address.data) return notFound('Account not found');
    if (input.email !== address.data.email) {
      const other = await deps.erp.findCustomerByEmail(input.email);
      if (!other.ok) return unavailable();
      if (other.data && other.data.peopleId !== user.userId)
        return privateError(409, 'email_taken', ACCOUNT_MESSAGES.emailTaken, {
          fields: { email: ACCOUNT_MESSAGES.emailTaken },
        });
      const saved = await deps.erp.updateEmail(address.data.id, input.email);
      if (!saved.ok) return unavailable();
    }
    const { firstName, lastName, phone } = input;
    const saved = await deps.erp.updateProfile(user.userId, { firstName, lastName, phone });
    if (!saved.ok) return undoEmail(user, address.data, input.email);
    await deps.refreshSession({ ...user, name: firstName, email: input.email });
    if (input.email !== address.data.email)
      securityEvent({ event: 'email_changed', outcome: 'success', request, userId: user.userId });
    return read(user);
  }

  /**
   * Two ERP records make one profile: the address record's email was written, the person's names
   * were not. Puts the old email back so the save is all or nothing; when that fails too, says
   * exactly what was saved and keeps the session's email true to the ERP.
   */
  async function undoEmail(user: SessionUser, address: AddressRecord, newEmail: string): Promise<Response> {
    if (newEmail === address.email) return unavailable();
    const undone = await deps.erp.updateEmail(address.id, address.email);
    if (undone.ok) return unavailable();
    log.error({ user: user.userId, kind: undone.error.kind }, 'profile half saved, the new email kept');
    await deps.refreshSession({ ...user, email: newEmail });
    return privateError(503, 'partly_saved', PROFILE_PARTLY_SAVED);
  }

  return { GET, PUT };
}

export function addressHandlers(deps: ProfileRouteDeps) {
  const { GET } = profileHandlers(deps);
  async function PUT(request: Request): Promise<Response> {
    const checked = await readAccountInput(request, {
      ...deps,
      maxBytes: PROFILE_MAX_BODY_BYTES,
      schema: addressSchema,
    });
    if (!checked.ok) return checked.response;
    const { user, input } = checked.data;
    if (!user.addressId) return notFound('Account not found');
    const record = await deps.erp.readAddress(user.addressId);
    if (!record.ok) return record.error.kind === 'not_found' ? notFound('Account not found') : unavailable();
    if (record.data.peopleId !== user.userId) return notFound('Account not found');
    const saved = await deps.erp.updateAddress(record.data.id, {
      line1: input.address,
      city: input.city,
      zip: input.zip,
      state: input.state,
      country: input.country,
      mobile: input.phone,
    });
    if (!saved.ok) return unavailable();
    return GET();
  }
  return { PUT };
}
