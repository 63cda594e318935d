import { returnRouteDeps } from '@/server/orders/return-app';
import { callbackHandler } from '@/server/orders/return-route';

export const GET = callbackHandler(returnRouteDeps);
