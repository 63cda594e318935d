import 'server-only';
import { addressSchemaFor, profileSchemaFor } from '@/lib/account/schemas';
import { accountLanguage, schemaIn } from './account-language';
import type { AddressRecord, Customer, CustomerRef } from '@/lib/account/types';
import type { SessionUser } from '@/server/account/session';
import type { ErpResult } from '@/server/erp/errors';
import type { AddressChange, ProfileChange } from '@/server/erp/people';
import { notFound, readAccountInput, requireUser, type UserSource } from '@/server/account/account-request';
import { privateJson, unavailable } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import { securityEvent } from '@/server/http/security-event';
import { emailChangeSent, mailEmailChangeLink, startEmailChange, type EmailChangeDeps } from './email-change';

// GET /api/account/profile → { profile, address }; PUT /api/account/profile { firstName, lastName,
// email, phone?, currentPassword? }; PUT /api/account/address { address, city, state?, zip,
// country?, phone }. The records are the session's (people userId, address addressId); the address
// record is checked to belong to the person before it is written. A new email needs the current
// password, must not be another account's, and only takes effect once the link mailed to it is
// confirmed (./email-change.ts): the answer then carries emailChange { email, message }.

export const PROFILE_MAX_BODY_BYTES = 4 * 1024;
const profileSchema = schemaIn(profileSchemaFor);
const addressSchema = schemaIn(addressSchemaFor);

export interface ProfileRouteDeps {
  user: UserSource;
  limiter: RateLimiter;
  origin: () => string;
  erp: {
    readCustomer: (peopleId: number, addressId: number | null) => Promise<ErpResult<Customer>>;
    readAddress: (addressId: number) => Promise<ErpResult<AddressRecord>>;
    findCustomerByEmail: (email: string) => Promise<ErpResult<CustomerRef | null>>;
    updateProfile: (peopleId: number, change: ProfileChange) => Promise<ErpResult<void>>;
    updateAddress: (addressId: number, change: AddressChange) => Promise<ErpResult<void>>;
  };
  /** Re-seals the cookie's display fields (name, email) after a profile save. */
  refreshSession: (user: SessionUser) => Promise<void>;
  emailChange: EmailChangeDeps;
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
  async function read(user: SessionUser, request: Request): Promise<Response> {
    const profile = await readProfile(deps, user);
    if (profile.ok) return privateJson(profile.data);
    return profile.error.kind === 'not_found' ? notFound() : unavailable(request);
  }

  async function GET(request: Request): Promise<Response> {
    const user = await requireUser(deps.user);
    return user.ok ? read(user.data, request) : user.error;
  }

  async function PUT(request: Request): Promise<Response> {
    const { locale, t } = accountLanguage(request);
    const checked = await readAccountInput(request, {
      ...deps,
      maxBytes: PROFILE_MAX_BODY_BYTES,
      schema: profileSchema(locale),
    });
    if (!checked.ok) return checked.error;
    const { user, input } = checked.data;
    const address = await ownAddress(deps, user);
    if (!address.ok) return unavailable(request);
    if (!address.data) return notFound(t('accountNotFound'));
    // A new email is only asked for here: it needs the password, and becomes the sign-in once its
    // mailed link is confirmed. The other fields are saved at once either way.
    const newEmail = input.email !== address.data.email ? input.email : undefined;
    const change = newEmail
      ? await startEmailChange(deps.emailChange, deps.erp.findCustomerByEmail, {
          userId: user.userId,
          addressId: address.data.id,
          newEmail,
          currentPassword: input.currentPassword,
          http: request,
        })
      : undefined;
    if (change && !change.ok) return change.error;
    const { firstName, lastName, phone } = input;
    const saved = await deps.erp.updateProfile(user.userId, { firstName, lastName, phone });
    if (!saved.ok) return unavailable(request);
    await deps.refreshSession({ ...user, name: firstName });
    const profile = await readProfile(deps, user);
    if (!profile.ok) return unavailable(request);
    if (!newEmail || !change) return privateJson(profile.data);
    mailEmailChangeLink(deps.emailChange, newEmail, change.data, locale);
    securityEvent({ event: 'email_change_requested', outcome: 'success', request, userId: user.userId });
    return privateJson({
      ...profile.data,
      emailChange: { email: newEmail, message: emailChangeSent(newEmail, locale) },
    });
  }

  return { GET, PUT };
}

export function addressHandlers(deps: ProfileRouteDeps) {
  const { GET } = profileHandlers(deps);
  async function PUT(request: Request): Promise<Response> {
    const { locale, t } = accountLanguage(request);
    const missing = () => notFound(t('accountNotFound'));
    const checked = await readAccountInput(request, {
      ...deps,
      maxBytes: PROFILE_MAX_BODY_BYTES,
      schema: addressSchema(locale),
    });
    if (!checked.ok) return checked.error;
    const { user, input } = checked.data;
    if (!user.addressId) return missing();
    const record = await deps.erp.readAddress(user.addressId);
    if (!record.ok) return record.error.kind === 'not_found' ? missing() : unavailable(request);
    if (record.data.peopleId !== user.userId) return missing();
    const saved = await deps.erp.updateAddress(record.data.id, {
      line1: input.address,
      city: input.city,
      zip: input.zip,
      state: input.state,
      country: input.country,
      mobile: input.phone,
    });
    if (!saved.ok) return unavailable(request);
    return GET(request);
  }
  return { PUT };
}
