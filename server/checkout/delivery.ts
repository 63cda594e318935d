import 'server-only';
import { cached } from '@/server/catalogue/cache';
import { erpBreaker } from '@/server/erp/breaker';
import { deliveryOptions } from '@/server/erp/checkout';

// The ERP's couriers and pickup points, cached like the catalogue (10 minutes, stale while a
// refresh runs, the last good list kept when a refresh fails): they change about never.
export const getDeliveryOptions = () => cached('delivery-methods', deliveryOptions);

/**
 * Placing an order reads prices, stock and delivery from the ERP: while its breaker is open the
 * checkout page says so instead of showing a form whose Pay could only fail.
 */
export const erpRefusingOrders = (): boolean => erpBreaker().isOpen();
