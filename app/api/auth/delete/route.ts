import { appAuthEnv } from '@/server/account/auth-env';
import { deleteAccountHandler } from '@/server/account/delete-route';

export const POST = deleteAccountHandler(appAuthEnv);
