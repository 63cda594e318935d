import { returnsRouteDeps } from '@/server/runtime/returns';
import { returnsHandler } from '@/server/returns/returns-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(returnsHandler(returnsRouteDeps));
