import { answerStoreOutage } from '@/server/http/store-outage';
import { withdrawDeps } from '@/server/runtime/withdrawal';
import { reviewForm } from '@/server/withdrawal/withdraw-routes';

export const POST = answerStoreOutage(reviewForm(withdrawDeps));
