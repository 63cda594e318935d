import { returnRouteDeps } from '@/server/orders/return-app';
import { returnHandler } from '@/server/orders/return-route';

export const GET = returnHandler(returnRouteDeps);
