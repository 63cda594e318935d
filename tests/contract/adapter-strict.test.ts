import { adapterContract } from './suites/adapter';

// The adapter contract against the strict sandbox ERP: each reading at its least agreeable.
adapterContract({ strict: true });
