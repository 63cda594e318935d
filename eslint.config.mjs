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
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
]);
