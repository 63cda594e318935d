import { appAuthEnv } from '@/server/runtime/auth-env';
import { appNotices } from '@/server/runtime/notices';
import { resetHandler } from '@/server/account/reset-route';
import { stores } from '@/server/runtime/stores';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(
  resetHandler({ ...appAuthEnv, resets: () => stores().passwordResets, notices: appNotices }),
);
