import { voucherHandler } from '@/server/checkout/voucher-route';
import { requestLanguage } from '@/server/i18n/translate';
import { answeringIn } from '@/server/orders/localize-answer';
import { voucherRouteDeps } from '@/server/runtime/checkout';

// The voucher's verdict in the shopper's language.
export const POST = answeringIn(requestLanguage, voucherHandler(voucherRouteDeps));
