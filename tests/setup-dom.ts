import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// RTL only auto-cleans when test globals are enabled; we keep globals off.
afterEach(() => cleanup());
