import { appAuthEnv } from '@/server/runtime/auth-env';
import { loginHandler } from '@/server/account/login-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(loginHandler(appAuthEnv));
