import { appAuthEnv } from '@/server/runtime/auth-env';
import { appNotices } from '@/server/runtime/notices';
import { registerHandler } from '@/server/account/register-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(registerHandler({ ...appAuthEnv, notices: appNotices }));
