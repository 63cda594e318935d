import { lookupForm } from '@/server/withdrawal/form-routes';
import { POST as lookUp } from '../route';

// The form posted without JavaScript (server/account/form-post.ts), answered by the JSON route.
export const POST = lookupForm(lookUp);
