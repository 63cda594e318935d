import { checkoutOrdersSuite } from './suites/checkout-orders';

// Against the least agreeable ERP: repeats booked twice, blank acknowledgements, ERP words checked.
checkoutOrdersSuite({ strict: true });
