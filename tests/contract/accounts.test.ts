import { accountsContract } from './suites/accounts';

// The accounts contract against the default sandbox ERP.
accountsContract({ strict: false });
