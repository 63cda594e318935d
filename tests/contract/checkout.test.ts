import { checkoutContract } from './suites/checkout';

// The checkout contract against the default sandbox ERP.
checkoutContract({ strict: false });
