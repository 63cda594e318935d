import 'server-only';
import { after } from 'next/server';
import { config } from '@/server/config';
import { verifyCallbackChecksum } from '@/server/payment/jcc';
import { settleDeps } from './orders';
import type { ReturnRouteDeps } from '@/server/orders/return-route';

// The return and callback handlers' collaborators in the running shop.
export const returnRouteDeps: ReturnRouteDeps = {
  settle: settleDeps,
  siteUrl: () => config().siteUrl,
  callbackSecret: () => config().jcc.callbackSecret,
  verifyChecksum: verifyCallbackChecksum,
  behind: (work) => after(work),
};
