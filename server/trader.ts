import 'server-only';
import { traderDetails, type TraderDetails } from '@/lib/precontract/trader';
import { config } from '@/server/config';

/** The shop's trader details: SHOP_LEGAL_NAME and SHOP_VAT_NUMBER beside lib/site.ts's contacts. */
export const shopTrader = (): TraderDetails => traderDetails(config().trader);
