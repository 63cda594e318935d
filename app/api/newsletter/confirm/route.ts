import { answerStoreOutage } from '@/server/http/store-outage';
import { confirmHandler } from '@/server/newsletter/link-routes';
import { newsletterEnv } from '@/server/runtime/newsletter';

export const POST = answerStoreOutage(confirmHandler(newsletterEnv));
