import { appAuthEnv } from '@/server/runtime/auth-env';
import { appNotices } from '@/server/runtime/notices';
import { passwordChangeHandler } from '@/server/account/password-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(
  passwordChangeHandler({
    ...appAuthEnv,
    notices: appNotices,
  }),
);
