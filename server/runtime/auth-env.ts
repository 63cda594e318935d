import 'server-only';
import { config } from '@/server/config';
import { rateLimiter } from './shared-state';
import { appRevocations } from './revocations';
import type { AuthEnv } from '@/server/account/auth-http';
import { sessionOptions } from '@/server/account/session';
import { sessionSecret } from '@/server/session-secret';

// The auth route handlers' environment in the app: configuration and the shop store, read per
// request (configuration is only validated at run time, never during the build).

export const appAuthEnv: AuthEnv = {
  siteUrl: () => config().siteUrl,
  sessionOptions: () => sessionOptions(sessionSecret(), config().session.secureCookie),
  revocations: appRevocations,
  limiter: rateLimiter,
};
