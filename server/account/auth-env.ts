import 'server-only';
import { config } from '@/server/config';
import { rateLimiter } from '@/server/shared/shared-state';
import { appRevocations } from './app-revocations';
import type { AuthEnv } from './auth-http';
import { sessionOptions } from './session';
import { sessionSecret } from './session-secret';

// The auth route handlers' environment in the app: configuration and the shop store, read per
// request (configuration is only validated at run time, never during the build).

export const appAuthEnv: AuthEnv = {
  siteUrl: () => config().siteUrl,
  sessionOptions: () => sessionOptions(sessionSecret(), config().session.secureCookie),
  revocations: appRevocations,
  limiter: rateLimiter,
};
