// @ts-check
// Next's core-web-vitals rules (React, hooks, jsx-a11y, Next) plus typescript-eslint's type-aware
// checks on the TypeScript sources. Formatting is Prettier's job, not ESLint's.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'next-env.d.ts',
    'public/**',
    'test-results/**',
    'playwright-report/**',
    '.data/**',
    // The floor app's build output and the files bench/report.mjs copies or links into it.
    'bench/floor/.next/**',
    'bench/floor/next-env.d.ts',
    'bench/floor/app/lib/**',
    'bench/floor/app/fill-image.tsx',
  ]),
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // React ignores what an event handler returns; the async handlers catch their own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests read untyped JSON bodies and DOM values and then assert on them: the assertion is the
    // check, so the no-unsafe-* family would only add casts. `act(async () => …)` and async
    // stand-ins mirror the async APIs they replace, and `expect(obj.method)` is Vitest's idiom.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    rules: {
      // A leading underscore marks a parameter or element that is there for its position.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The tooling folders' wall (docs/decisions/0019-bench-and-scripts.md): bench/ measures the
    // shop and may use what scripts/ offers to start it (scripts/lib/, startCluster); scripts/
    // runs and operates the shop and never imports a measurement.
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/bench/**', '@/bench/**'],
              message: 'scripts/ never imports bench/: move what both need to scripts/lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The other side of the same wall: the commands in scripts/ run when imported, so bench/ takes
    // only scripts/lib/ and scripts/cluster.mjs (whose startCluster the load test and the cluster
    // tests share; its command runs only when it is the entry point).
    files: ['bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/scripts/*',
                '!**/scripts/lib',
                '!**/scripts/cluster.mjs',
                '@/scripts/*',
                '!@/scripts/lib',
              ],
              message: 'bench/ imports from scripts/lib/ (or startCluster from scripts/cluster.mjs) only.',
            },
          ],
        },
      ],
    },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
]);
