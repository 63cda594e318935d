import { returnsRouteDeps } from '@/server/returns/returns-app';
import { returnsHandler } from '@/server/returns/returns-route';

export const POST = returnsHandler(returnsRouteDeps);
