import { appAuthEnv } from '@/server/runtime/auth-env';
import { deleteAccountHandler } from '@/server/account/delete-route';
import { appNotices } from '@/server/runtime/notices';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(
  deleteAccountHandler({
    ...appAuthEnv,
    notices: appNotices,
  }),
);
