import { appAuthEnv } from '@/server/account/auth-env';
import { sessionHandler } from '@/server/account/logout-route';

export const dynamic = 'force-dynamic';
export const GET = sessionHandler(appAuthEnv);
