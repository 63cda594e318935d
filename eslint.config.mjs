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
  globalIgnores(['.next/**', 'next-env.d.ts', 'public/**', 'test-results/**', 'playwright-report/**', '.data/**']),
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
]);
