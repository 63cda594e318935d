import { appAuthEnv } from '@/server/account/auth-env';
import { registerHandler } from '@/server/account/register-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(registerHandler(appAuthEnv));
