import { myDataHandler } from '@/server/privacy/my-data-route';
import { answerStoreOutage } from '@/server/http/store-outage';
import { myDataDeps } from '@/server/runtime/my-data';

export const GET = answerStoreOutage(myDataHandler(myDataDeps));
