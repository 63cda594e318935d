import { appAuthEnv } from '@/server/account/auth-env';
import { appNotices } from '@/server/account/notices-app';
import { passwordChangeHandler } from '@/server/account/password-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(
  passwordChangeHandler({
    ...appAuthEnv,
    notices: appNotices,
  }),
);
