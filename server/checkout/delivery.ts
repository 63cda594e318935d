import 'server-only';
import { cached } from '@/server/catalogue/cache';
import { deliveryOptions } from '@/server/erp/checkout';

// The ERP's couriers and pickup points, cached like the catalogue (10 minutes, stale while a
// refresh runs, the last good list kept when a refresh fails): they change about never.
export const getDeliveryOptions = () => cached('delivery-methods', deliveryOptions);
