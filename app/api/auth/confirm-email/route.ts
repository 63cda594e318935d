import { appAuthEnv } from '@/server/runtime/auth-env';
import { confirmEmailHandler } from '@/server/account/confirm-email-route';
import { appNotices } from '@/server/runtime/notices';
import { answerStoreOutage } from '@/server/http/store-outage';
import { stores } from '@/server/runtime/stores';

// The mailed links' tokens share one per-address limit (the reset link's).
export const POST = answerStoreOutage(
  confirmEmailHandler({
    ...appAuthEnv,
    changes: () => stores().emailChanges,
    notices: appNotices,
  }),
);
