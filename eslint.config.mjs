// @ts-check
// Next's core-web-vitals rules (React, hooks, jsx-a11y, Next) plus typescript-eslint's type-aware
// checks on the TypeScript sources. Formatting is Prettier's job, not ESLint's.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

// The walls of shared/DESIGN.md's folder table, kept by no-restricted-imports (DESIGN rule 6;
// docs/decisions/0011-walls-the-linter-keeps.md). Each import is matched in its alias form
// ('@/server/erp/orders') and in its relative form ('../../server/erp/orders').

/** server/'s rooms, top to bottom: a room imports only rooms of the layers below its own. */
const SERVER_LAYERS = [
  ['runtime'], // picks the drivers, holds the process singletons, wires the features' collaborators
  ['privacy'], // the data subject's rights over what the features below hold (the data export)
  ['orders'],
  ['returns', 'favourites'],
  ['account', 'checkout', 'search', 'seo', 'contact', 'newsletter', 'instagram', 'start', 'health'],
  ['catalogue'],
  ['http'], // the request pipeline: bodies, answers, rate-limit keys, security events
  ['erp', 'payment', 'mail'], // the adapters to the systems outside
  ['shared'], // counters, locks and the broadcast: in this process, on the SQLite file or on Redis
  ['store'], // rows: SQLite or PostgreSQL
  ['log', 'cache'],
  // Below every room: the files at server/'s top (config.ts, session-secret.ts, process-singleton.ts…).
];

const names = (list) => `(?:${list.join('|')})(?:/|\\.[a-z]+$|$)`;
/** Folders at the project's top: '@/x/…', or '../x/…' climbing any number of folders. */
const fromRoot = (folders) => ({ regex: `^(?:@/|(?:\\.\\./)+)${names(folders)}` });
/** server/'s rooms: '@/server/x/…', or relative from a file `depth` folders inside server/. */
const fromServer = (rooms, depth) => ({
  regex: `^(?:@/server/|${depth === 0 ? '\\./' : '\\.\\./'.repeat(depth)})${names(rooms)}`,
});
const wall = (message, ...patterns) => patterns.map((pattern) => ({ ...pattern, message }));

const NEXT_DIST = {
  group: ['next/dist/*'],
  message: "Next's internals change between releases: use its public exports.",
};
// next/link costs every page that renders one ~3.5 KB gzip of prefetch code (decision 0029).
const NEXT_LINK = {
  group: ['next/link'],
  message: "Use the shop's Link (components/ui/link.tsx): next/link adds ~3.5 KB gzip to the page.",
};
const NO_SANDBOX = wall(
  'The storefront talks to the sandbox over HTTP only, as to the real ERP and gateway.',
  fromRoot(['sandbox']),
);

/** One config per group of files: a later config's no-restricted-imports replaces an earlier one's, it does not add. */
const walls = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [NEXT_DIST, NEXT_LINK, ...patterns] }] },
});

/** What a file of server/ `depth` folders down may not import: app/, components/, the sandbox and the rooms in `above`. */
const serverWalls = (above, depth) => [
  ...wall('server/ is imported by app/, never the other way round.', fromRoot(['app', 'components'])),
  ...NO_SANDBOX,
  ...wall(
    'A room of server/ imports only rooms of the layers below its own (SERVER_LAYERS in eslint.config.mjs).',
    fromServer(above, depth),
  ),
];

const roomWalls = SERVER_LAYERS.flatMap((layer, i) =>
  layer.flatMap((room) => {
    // Its own layer's other rooms count as above: two rooms of one layer never import each other.
    const above = [...SERVER_LAYERS.slice(0, i).flat(), ...layer.filter((other) => other !== room)];
    return [
      walls([`server/${room}/*`], serverWalls(above, 1)),
      walls([`server/${room}/*/**`], serverWalls(above, 2)),
    ];
  }),
);

const wallConfigs = [
  // Tests may import anything (shared/DESIGN.md), except Next's internals.
  walls(['tests/**'], []),
  walls(['proxy.ts', 'instrumentation.ts'], NO_SANDBOX),
  walls(
    ['app/**'],
    [
      ...NO_SANDBOX,
      ...wall(
        'Pages and route handlers read the ERP through server/ services, never its adapter.',
        fromRoot(['server/erp']),
      ),
    ],
  ),
  walls(
    ['components/**'],
    [...wall('components/ imports lib/, never server/ or app/.', fromRoot(['server', 'app'])), ...NO_SANDBOX],
  ),
  walls(
    ['lib/**'],
    [
      ...wall(
        'lib/ runs in the browser too and imports nothing above it.',
        fromRoot(['components', 'server', 'app']),
      ),
      ...NO_SANDBOX,
      {
        group: ['next/*', 'server-only'],
        message: "lib/ runs in the browser too: Next's server APIs belong in server/.",
      },
    ],
  ),
  walls(['server/*'], serverWalls(SERVER_LAYERS.flat(), 0)),
  ...roomWalls,
];

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
  ...wallConfigs,
]);
