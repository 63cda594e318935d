import { accountsContract } from './suites/accounts';

// The accounts contract against the strict sandbox ERP: each reading at its least agreeable.
accountsContract({ strict: true });
