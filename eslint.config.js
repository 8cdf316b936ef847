// ESLint flat config. `npm run lint`.
//
// typescript-eslint comes through the workspace scripts/typescript-eslint: its parser needs
// the TypeScript 5 JS API, and the project's own typescript 7 (native) has none, so the workspace
// carries typescript 5.9 in scripts/typescript-eslint/node_modules for it (see the "overrides" in package.json).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from '@neuro-clinic/typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/** code folders that must not import the tests (the tests and the root test configs may) */
const NOT_TESTS = ['./common', './pipeline', './server', './tooling', './app', './bench', './scripts', './testing'];
/** what the site and its services are made of: none of it imports the test and benchmark support */
const PRODUCT = ['./common', './pipeline', './server', './tooling', './app'];

/**
 * The pipeline's stage folders in data order: each may import the stages before it, never one
 * after it nor a root file (build.ts and the others put the stages together, and index.ts is the
 * face for the rest of the repository). blocks/ comes before transform/: a block's definition
 * builds its node from what transform/ hands it, and transform/ checks each container against
 * the definitions (transform-container.ts), so the arrow runs one way. Inside transform/,
 * transform-blocks.ts and transform-container.ts call each other (a container holds blocks):
 * one folder, so no zone between them. threads/ and report/ import neither the other.
 * Every stage may import shared/ (the helpers and types they all use), messages/ (the
 * diagnostics catalogue) and common/; shared/ imports only messages/, and messages/ nothing of
 * the pipeline.
 */
const PIPELINE_STAGES = ['read', 'blocks', 'transform', 'check', 'search-index', 'emit', 'threads', 'report'];
const PIPELINE_FLOORS = ['messages', 'shared'];

/** one zone per stage and floor: from the whole pipeline, except itself and what is below it */
const pipelineLayerZones = [...PIPELINE_FLOORS, ...PIPELINE_STAGES].map((folder, index, layers) => {
  const below = layers.slice(0, index);
  return {
    target: `./pipeline/${folder}`,
    from: './pipeline',
    except: [folder, ...below].map((allowed) => `./${allowed}`),
    message: `pipeline/${folder}/ imports ${below.length === 0 ? 'nothing of the pipeline but itself' : `only ${below.map((name) => `${name}/`).join(', ')} and itself`}: data flows ${PIPELINE_STAGES.join(' → ')}; move what an earlier stage needs to shared/.`,
  };
});

export default defineConfig(
  {
    // what .gitignore leaves out (generated or local), and the malformed content the tests feed in
    ignores: [
      '.cache/**',
      '.prerender/**',
      'dist/**',
      'dist-node/**',
      'dist-data/**',
      'dist.staging/**',
      'dist.previous/**',
      'content/**',
      'var/**',
      'site/**',
      'test-results/**',
      'playwright-report/**',
      'tests/pipeline/fixtures/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'tests/app/**/*.{ts,tsx}', 'bench/render/**/*.{ts,tsx}', 'server/forms/inbox/assets/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // list-style: none makes WebKit drop a list's semantics: role="list" gives them back
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'], nav: ['navigation'] }],
      // a region that scrolls sideways (a code block, a wide table) must be reachable by keyboard
      // to be scrolled (WCAG 2.1.1; axe's scrollable-region-focusable)
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['region'] }],
      // a missing dependency is a stale value on screen: an error, not a warning
      'react-hooks/exhaustive-deps': 'error',
      // These three hold code to what the React Compiler can memoise safely. The app is not built
      // with the compiler, and they flag what it does on purpose: refs read while rendering (the
      // landing page's focus rule), a ref's field written by an event handler, state reset when a
      // key changes.
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    rules: {
      // the convention tsc's noUnusedParameters already accepts: a leading _ marks a deliberately unused name
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // tsc reports undefined names, and knows the types' globals that no-undef does not
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-undef': 'off' },
  },
  // Import boundaries between the folders (paths are resolved, so `../app/x.ts` from pipeline/ and
  // `../../app/x.ts` from pipeline/schema/ are the same violation).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname, // the zones hold wherever eslint is started from
          zones: [
            {
              target: './pipeline',
              from: ['./app', './server', './tooling'],
              message: 'pipeline/ (the compiler) must not import the browser app, the server or the tooling; move shared code to common/.',
            },
            {
              target: './app',
              from: ['./pipeline', './server', './tooling'],
              message: 'app/ (the browser) must not import the pipeline, the server or the tooling; move shared code to common/.',
            },
            {
              target: './common',
              from: ['./app', './pipeline', './server', './tooling'],
              message: 'common/ is shared by the browser and Node: it imports none of app/, pipeline/, server/, tooling/.',
            },
            {
              target: './server',
              from: ['./app', './pipeline', './tooling', './bench', './scripts'],
              message: "server/ is what runs on the clinic's server: it imports only common/ and itself, never the compiler, the build's tooling or the app.",
            },
            {
              target: './server/forms/inbox',
              from: [
                './server/forms/receiver',
                './server/forms/database',
                './server/forms/cipher',
                './server/forms/outbox',
                './server/forms/submissions',
                './server/forms/commands',
                './server/forms/development',
              ],
              message: "the inbox uses the forms service's store through server/forms/store.ts, never the receiver's or the store's files.",
            },
            {
              target: ['./server/forms/receiver', './server/forms/database', './server/forms/cipher', './server/forms/outbox', './server/forms/submissions'],
              from: './server/forms/inbox',
              message: 'the receiver and the store do not import the inbox.',
            },
            { target: NOT_TESTS, from: './tests', message: 'Nothing outside tests/ imports tests/.' },
            {
              target: ['./tooling', './bench', './scripts', './testing'],
              from: './pipeline',
              except: ['./index.ts'],
              message: 'outside the pipeline, import pipeline/index.ts (its face), not the files behind it; export what you need there.',
            },
            ...pipelineLayerZones,
            {
              target: PRODUCT,
              from: ['./testing', './bench'],
              message: "testing/ (the tests' and benchmarks' support) and bench/ serve the tests and the benchmarks: the product imports neither.",
            },
          ],
        },
      ],
    },
  },
);
