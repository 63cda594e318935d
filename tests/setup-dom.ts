import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';

// RTL only auto-cleans when test globals are enabled; we keep globals off.
afterEach(() => cleanup());
// react-hot-toast's store is module-wide: each test starts with no toast on screen.
afterEach(() => toast.remove());
