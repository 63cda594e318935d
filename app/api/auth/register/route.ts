import { appAuthEnv } from '@/server/account/auth-env';
import { appNotices } from '@/server/account/notices-app';
import { registerHandler } from '@/server/account/register-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(registerHandler({ ...appAuthEnv, notices: appNotices }));
