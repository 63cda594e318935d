import { appAuthEnv } from '@/server/runtime/auth-env';
import { logoutHandler } from '@/server/account/logout-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(logoutHandler(appAuthEnv));
