import { checkoutOrdersSuite } from './suites/checkout-orders';

checkoutOrdersSuite({ strict: false });
