import { answerStoreOutage } from '@/server/http/store-outage';
import { withdrawDeps } from '@/server/runtime/withdrawal';
import { chooseForm } from '@/server/withdrawal/withdraw-routes';

export const POST = answerStoreOutage(chooseForm(withdrawDeps));
