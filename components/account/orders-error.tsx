import { Link } from '@/components/ui/link';
import { ACCOUNT_TOASTS } from './account-messages';
import { ToastOnMount } from './toast-on-mount';

/** Spec: 'Error loading orders: {error}', inline (an alert that stays) and as a toast. */
export function OrdersError({ error, retryHref }: { error: string; retryHref: string }) {
  const message = ACCOUNT_TOASTS.ordersError(error);
  return (
    <div>
      <p role="alert" className="text-sm text-sale">
        {message}
      </p>
      <Link href={retryHref} className="link mt-3">
        Try again
      </Link>
      <ToastOnMount title={message} />
    </div>
  );
}
