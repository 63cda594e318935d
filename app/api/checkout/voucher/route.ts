import { voucherHandler } from '@/server/checkout/voucher-route';
import { config } from '@/server/config';
import { findVoucher } from '@/server/erp/checkout';
import { VOUCHER_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/runtime/shared-state';

export const POST = voucherHandler({
  limiter: rateLimiter(VOUCHER_RATE_LIMIT),
  origin: () => config().siteUrl,
  findVoucher: (code) => findVoucher(code),
});
