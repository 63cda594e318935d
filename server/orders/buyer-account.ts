import 'server-only';
import { ErpError, type ErpResult } from '@/server/erp/errors';
import { readCustomer } from '@/server/erp/people';
import type { Buyer, BuyerAccount } from './order';

// Who a signed-in checkout is booked to: the session's people record and the sign-in email the
// ERP holds for it now (the session's copy may be older than an email change).

export async function buyerAccount(buyer: Buyer): Promise<ErpResult<BuyerAccount>> {
  const customer = await readCustomer(buyer.userId, buyer.addressId ?? null);
  if (!customer.ok) return customer;
  if (!customer.data.email) {
    return {
      ok: false,
      error: new ErpError('invalid_response', '$TableRead', 'the account has no sign-in email'),
    };
  }
  return { ok: true, data: { peopleId: customer.data.id, email: customer.data.email } };
}
