import { appAuthEnv } from '@/server/runtime/auth-env';
import { sessionHandler } from '@/server/account/logout-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const dynamic = 'force-dynamic';
export const GET = answerStoreOutage(sessionHandler(appAuthEnv));
