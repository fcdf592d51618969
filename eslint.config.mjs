import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

// What only ESLint's plugins do: the React Compiler's rules, the import order, the rooms and the
// configuration read on import. Next.js's recommended rules (React, hooks, accessibility, Next,
// TypeScript) run in oxlint (.oxlintrc.json), as `npm run lint` runs both.

// The rooms of the code and what each may import (docs/architecture.md, "Import rules").

/** One pattern group per forbidden room, under the `@/` alias (relative imports are banned). */
function rooms(names, why) {
  return names.map((name) => ({ group: [`@/${name}`, `@/${name}/**`], message: why }));
}

const NO_PARENT = {
  group: ['../*', '../**'],
  message: "Import with '@/' from another folder, './' within this one.",
};
const NO_REACT = {
  group: ['react', 'react/**', 'react-dom', 'react-dom/**', 'next', 'next/**'],
  message: 'The Worker renders with hono/html: React and Next.js stay out of its bundle.',
};
const BUILD_AND_TESTS = rooms(
  ['scripts', 'tests'],
  'Shipped code imports nothing from the build scripts or the tests.',
);
const NO_TESTS_ROOM = (pattern) => !pattern.group.includes('@/tests');

/**
 * no-restricted-imports set twice for one file keeps only the last, so each entry's list is
 * whole: the room's bans, and for its tests the same less the tests/ ban (they share
 * tests/fixtures/).
 */
function boundary(folder, bans, testFiles = [`${folder}/**/*.test.{ts,tsx}`]) {
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    { files: [`${folder}/**/*.{ts,tsx,mts}`], rules: rule([NO_PARENT, ...bans]) },
    ...(testFiles.length
      ? [{ files: testFiles, rules: rule([NO_PARENT, ...bans.filter(NO_TESTS_ROOM)]) }]
      : []),
  ];
}

const LIB_BANS = rooms(
  ['app', 'apps', 'components', 'worker'],
  'lib/ is the bottom room: pages, apps, components and the Worker import it, never the reverse.',
);
const UI_BANS = rooms(
  ['worker', 'apps'],
  'The pages import neither the Worker nor the browser apps.',
);
const WORKER_BANS = [
  NO_REACT,
  ...rooms(['app', 'apps', 'components'], 'The Worker imports no pages or React components.'),
];

// The Worker's own rooms (docs/architecture.md, "The Worker's rooms"): the request handlers stand
// side by side and never import one another; the cron's work, the notifier, the storage, the lead
// logic and the HTTP helpers each sit lower, and none imports a room above it.
const HANDLERS = ['quotes', 'visits', 'inbox', 'editor'];
const worker = (names) => names.map((name) => `worker/${name}`);
const ENTRY = rooms(
  worker(['index']),
  'worker/index.ts wires the rooms together: no room imports it (a test may).',
);
const HANDLER_BANS = (own) => [
  ...rooms(
    worker(HANDLERS.filter((name) => name !== own)),
    'A request handler imports no other handler: what two share goes to http/, lead-logic/, storage/ or notify/.',
  ),
  ...rooms(worker(['scheduled']), 'A request handler does no cron work: worker/scheduled/ does.'),
  ...ENTRY,
];
const BELOW_HANDLERS = (room, also = []) =>
  rooms(
    worker([...HANDLERS, 'scheduled', ...also]),
    `worker/${room}/ sits below the request handlers and the cron: it imports none of them.`,
  );
const WORKER_ROOMS = {
  ...Object.fromEntries(HANDLERS.map((name) => [name, HANDLER_BANS(name)])),
  scheduled: [...rooms(worker(HANDLERS), 'The cron work imports no request handler.'), ...ENTRY],
  notify: [...BELOW_HANDLERS('notify', ['reports']), ...ENTRY],
  storage: [
    ...BELOW_HANDLERS('storage'),
    ...rooms(
      worker(['notify', 'reports']),
      'worker/storage/ stores: it tells nobody (the notifier is called by its callers) and reports nothing.',
    ),
    ...ENTRY,
  ],
  reports: [...BELOW_HANDLERS('reports', ['notify']), ...ENTRY],
  http: [...BELOW_HANDLERS('http', ['notify', 'storage', 'lead-logic', 'reports']), ...ENTRY],
  'lead-logic': [
    ...rooms(
      worker([...HANDLERS, 'scheduled', 'notify', 'storage', 'reports', 'http', 'env', 'settings']),
      'worker/lead-logic/ is plain lead logic with no I/O: it imports lib/ and itself only.',
    ),
    ...ENTRY,
  ],
};

/** A Worker room's files, its tests apart: those run the whole Worker, and keep the Worker's rules. */
function workerRoom(room, bans) {
  return {
    files: [`worker/${room}/**/*.ts`],
    ignores: ['worker/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_PARENT, ...WORKER_BANS, ...BUILD_AND_TESTS, ...bans] },
      ],
    },
  };
}

/** The React Compiler's rules, as Next.js's recommended set has them; the two classic hook rules run in oxlint. */
const REACT_COMPILER_RULES = Object.fromEntries(
  Object.entries(reactHooks.configs.flat['recommended-latest'].rules).filter(
    ([rule]) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule),
  ),
);

export default defineConfig([
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parser: tseslint.parser },
  },
  {
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: REACT_COMPILER_RULES,
  },
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      // One order everywhere, so that an import added by hand or by an editor lands in one place
      // and diffs stay small: node:, packages, '@/', './', in one block. Side-effect imports keep
      // their end: a package's (an environment loaded first) before the rest, a stylesheet
      // after, as evaluation order matters for both.
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000(?!\\.)', '^node:', '^@?\\w', '^', '^\\.', '^\\u0000\\.']] },
      ],
    },
  },
  {
    // The public pages' code keeps its import order: the bundler lays modules out in the order
    // they are imported, so sorting these files would change the pages' JavaScript (and with it
    // the chunks' names and the pages' CSP hashes) with no change of behaviour to show for it.
    files: ['{app,components,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'simple-import-sort/imports': 'off' },
  },
  ...boundary('lib', [...LIB_BANS, ...BUILD_AND_TESTS]),
  ...boundary('app', [...UI_BANS, ...BUILD_AND_TESTS]),
  ...boundary('components', [...UI_BANS, ...BUILD_AND_TESTS]),
  ...boundary('apps', [
    ...rooms(['worker'], 'The browser apps do not import the Worker.'),
    ...BUILD_AND_TESTS,
  ]),
  ...boundary(
    'worker',
    [...WORKER_BANS, ...BUILD_AND_TESTS],
    ['worker/**/*.test.ts', 'worker/test/**'],
  ),
  ...Object.entries(WORKER_ROOMS).map(([room, bans]) => workerRoom(room, bans)),
  {
    // Configuration is read through a call, after the build step has loaded the `.env*` files
    // (scripts/env-files.ts): a module that reads it when imported, or one imported for that
    // effect, depends on the order of the imports, which sorting or a new import changes.
    // The root's configuration files too: a tool imports them, so what they read on import is
    // read in whatever order the tool loads them.
    files: [
      '{app,apps,components,lib,scripts,bench,tests}/**/*.{ts,tsx,mts,mjs}',
      '*.{ts,mts,mjs}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[specifiers.length=0][source.value=/^(@\\/|\\.)/]:not([source.value=/\\.css$/])`,
          message:
            'No import for its effect: export a function and call it (e.g. loadProjectEnv(false) first in main()).',
        },
        {
          selector: `MemberExpression[object.name='process'][property.name='env']:not(:function MemberExpression)`,
          message:
            'process.env read when the module is imported: read it inside a function (e.g. siteEnv()), called after the .env* files are loaded.',
        },
        {
          // The same read, spelled so that the selector above would not see it.
          selector: `VariableDeclarator[init.name='process']:not(:function VariableDeclarator), ImportDeclaration[source.value=/^(node:)?process$/]`,
          message:
            'process.env taken apart or imported as `env`: read each variable from process.env inside a function, called after the .env* files are loaded.',
        },
      ],
    },
  },
  // The build scripts, the tests and the benchmark may import any room, with '@/'.
  ...boundary('scripts', [], []),
  ...boundary('tests', [], []),
  ...boundary('bench', [], []),
  globalIgnores([
    '.next/**',
    'out/**',
    'out-third-party/**',
    // The benchmark's copies of the site and its reports.
    'bench/floor/**',
    'bench/.runs/**',
    'bench/results/**',
    '.wrangler/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    // Written by `wrangler types` (npm run worker:types).
    'worker/worker-configuration.d.ts',
    // Decap CMS's bundle, copied from node_modules by `npm run dev` (scripts/build/editor-bundle.ts).
    'public/admin/decap/**',
  ]),
]);
