import { appAuthEnv } from '@/server/account/auth-env';
import { logoutHandler } from '@/server/account/logout-route';

export const POST = logoutHandler(appAuthEnv);
