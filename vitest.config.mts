import { defineConfig } from 'vitest/config';

const r = (p: string) => new URL(p, import.meta.url).pathname;

export default defineConfig({
  resolve: {
    alias: {
      '@/': r('./'),
      'server-only': r('./tests/stubs/server-only.ts'),
    },
  },
  // React 19's automatic JSX runtime, without pulling in a Vite React plugin.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/sandbox/**/*.test.ts', 'tests/contract/**/*.test.ts'],
        },
      },
      {
        // The durable stores' contract, on SQLite and on a throwaway PostgreSQL server started once
        // for the project (only when one of its files runs).
        extends: true,
        test: {
          name: 'store',
          environment: 'node',
          include: ['tests/store/**/*.test.ts'],
          globalSetup: ['./tests/store/pg-server.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx'],
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
    ],
  },
});
