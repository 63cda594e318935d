import { voucherHandler } from '@/server/checkout/voucher-route';
import { voucherRouteDeps } from '@/server/runtime/checkout';

export const POST = voucherHandler(voucherRouteDeps);
