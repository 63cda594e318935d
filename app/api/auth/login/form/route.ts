import { loginForm } from '@/server/account/form-routes';
import { POST as signIn } from '../route';

// The form posted without JavaScript (server/account/form-post.ts), answered by the JSON route.
export const POST = loginForm(signIn);
