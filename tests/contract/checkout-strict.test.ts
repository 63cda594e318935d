import { checkoutContract } from './suites/checkout';

// The checkout contract against the strict sandbox ERP: each reading at its least agreeable.
checkoutContract({ strict: true });
