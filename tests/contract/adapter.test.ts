import { adapterContract } from './suites/adapter';

// The adapter contract against the default sandbox ERP.
adapterContract({ strict: false });
