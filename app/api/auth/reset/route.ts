import { appAuthEnv } from '@/server/account/auth-env';
import { appNotices } from '@/server/account/notices-app';
import { resetHandler } from '@/server/account/reset-route';
import { stores } from '@/server/store/stores';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(
  resetHandler({ ...appAuthEnv, resets: () => stores().passwordResets, notices: appNotices }),
);
