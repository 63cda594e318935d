import 'server-only';
import type { CheckoutDetails } from '@/lib/checkout/checkout-schema';
import type { SessionUser } from '@/server/account/session';
import { readAddress, updateAddress } from '@/server/erp/people';
import { logFor } from '@/server/log/logger';

// "Save this address" at checkout: the signed-in buyer's ERP address record takes the delivery
// address and phone, as the account's address form would save them. Best effort: the order does not
// depend on it, so a failure is logged and the checkout goes on.

const log = logFor('checkout');

export async function saveCheckoutAddress(user: SessionUser, details: CheckoutDetails): Promise<void> {
  if (!user.addressId) return;
  const record = await readAddress(user.addressId);
  // The same ownership check as PUT /api/account/address: the record must be this person's.
  if (!record.ok || record.data.peopleId !== user.userId) return;
  const saved = await updateAddress(record.data.id, {
    line1: details.address,
    city: details.city,
    zip: details.zipCode,
    // The checkout's address is in Cyprus, which has no states: an old one would now be wrong.
    state: '',
    country: details.country,
    mobile: details.phone,
  });
  if (!saved.ok) log.error({ user: user.userId, kind: saved.error.kind }, 'address not saved');
}
