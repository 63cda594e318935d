import { appAuthEnv } from '@/server/account/auth-env';
import { deleteAccountHandler } from '@/server/account/delete-route';
import { appNotices } from '@/server/account/notices-app';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(
  deleteAccountHandler({
    ...appAuthEnv,
    notices: appNotices,
  }),
);
