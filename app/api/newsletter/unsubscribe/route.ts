import { answerStoreOutage } from '@/server/http/store-outage';
import { unsubscribeHandler } from '@/server/newsletter/link-routes';
import { newsletterEnv } from '@/server/runtime/newsletter';

export const POST = answerStoreOutage(unsubscribeHandler(newsletterEnv));
