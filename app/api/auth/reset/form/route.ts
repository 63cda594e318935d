import { resetForm } from '@/server/account/form-routes';
import { POST as setPassword } from '../route';

// The form posted without JavaScript (server/account/form-post.ts), answered by the JSON route.
export const POST = resetForm(setPassword);
