import { appAuthEnv } from '@/server/account/auth-env';
import { resetHandler } from '@/server/account/reset-route';
import { PASSWORD_RESET_IP_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/shared/shared-state';
import { shopDb } from '@/server/store/db';
import { sqlitePasswordResets } from '@/server/store/password-resets';

export const POST = resetHandler({
  ...appAuthEnv,
  ipLimiter: rateLimiter(PASSWORD_RESET_IP_RATE_LIMIT),
  resets: () => sqlitePasswordResets(shopDb()),
});
