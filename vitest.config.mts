import { defineConfig } from 'vitest/config';

const r = (p: string) => new URL(p, import.meta.url).pathname;

// The `cluster` project runs against a production build (two shop nodes behind nginx, with
// PostgreSQL and Redis), so a plain `vitest run` leaves it out: it is there only when asked for by
// name, `vitest run --project cluster` (the stage after `next build` in scripts/test.mjs).
const argv = process.argv;
const clusterAsked = argv.some(
  (arg, i) => arg === '--project=cluster' || (arg === '--project' && argv[i + 1] === 'cluster'),
);

export default defineConfig({
  resolve: {
    alias: {
      '@/': r('./'),
      'server-only': r('./tests/stubs/server-only.ts'),
      // The page's language comes from proxy.ts in a request; a test sets it (setTestLocale).
      'next-intl/server': r('./tests/stubs/next-intl-server.ts'),
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
      ...(clusterAsked
        ? [
            {
              extends: true as const,
              test: {
                name: 'cluster',
                environment: 'node',
                include: ['tests/cluster/**/*.test.ts'],
                // One cluster for the whole run, and tests that kill its nodes: one file at a time.
                fileParallelism: false,
                testTimeout: 30_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
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
