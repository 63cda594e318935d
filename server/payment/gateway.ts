import 'server-only';
import { jccGateway } from './jcc';
import type { PaymentGateway } from './types';

// The one place the shop picks its card gateway. Today: JCC's REST gateway (or the sandbox that
// speaks its shape). A gateway called through the ERP ($PosJcc) would be chosen here by
// configuration; its shape is an open question for the ERP vendor (docs/jcc-contract.md).
export function paymentGateway(): PaymentGateway {
  return jccGateway();
}
