import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * The layers of ARCHITECTURE.md ("Imports flow one way"), each a folder.
 * A file belongs to the most specific element whose folder holds it.
 */
const elements = [
  // One game's rules: shared/rules/systems/<game>/.
  { type: 'game-rules', pattern: 'shared/rules/systems/*', capture: ['game'] },
  { type: 'shared', pattern: 'shared' },
  { type: 'main', pattern: 'src-main' },
  // One game's screens: src-renderer/systems/<game>/.
  { type: 'game-screens', pattern: 'src-renderer/systems/*', capture: ['game'] },
  // The toolkit every game uses.
  { type: 'components', pattern: 'src-renderer/components' },
  { type: 'state', pattern: 'src-renderer/state' },
  // The rest of the renderer composes the app: screens, the host's API, the entry point, the games' registry.
  { type: 'renderer', pattern: 'src-renderer' },
  { type: 'tests', pattern: 'test' },
  { type: 'tools', pattern: 'bench' },
  { type: 'tools', pattern: 'scripts' },
].map((element) => ({ ...element, partialMatch: false }));

/**
 * Single files with a role of their own: the two registries (the only files outside a game's folders that
 * name the games) and the contract every game's screens implement. Every other file is a plain `module`; a
 * file in a folder no element covers has no category, and `boundaries/no-unknown-files` reports it.
 */
const files = [
  { category: 'rules-registry', pattern: ['shared/rules/registry.ts', 'shared/rules/index.ts'] },
  { category: 'screens-registry', pattern: 'src-renderer/systems/index.ts' },
  { category: 'screens-contract', pattern: 'src-renderer/systems/types.ts' },
  { category: 'config', pattern: '*.{js,mjs,ts}' },
  { category: 'module', pattern: '{shared,src-main,src-renderer,test,bench,scripts}/**' },
];

const SHARED = ['shared', 'game-rules'];
const RENDERER = ['renderer', 'components', 'state', 'game-screens'];
const GAMES = ['game-rules', 'game-screens'];
const NODE_OR_ELECTRON = [{ module: { origin: 'core' } }, { module: { source: 'electron' } }];
const SCREENS_REGISTRY = { element: { type: 'renderer' }, file: { categories: 'screens-registry' } };
const RULES_REGISTRY = { element: { type: 'shared' }, file: { categories: 'rules-registry' } };

/** @type {import('eslint-plugin-boundaries').DependenciesPolicy[]} */
const policies = [
  {
    from: { element: { types: { anyOf: SHARED } } },
    disallow: {
      to: [{ element: { types: { anyOf: ['main', 'tests', 'tools', ...RENDERER] } } }, ...NODE_OR_ELECTRON, { module: { source: ['react', 'react-*', 'mobx', 'mobx-*'] } }],
    },
    message: 'shared runs anywhere: it imports no host, no Node or Electron module and no UI library',
  },
  {
    from: { element: { type: 'main' } },
    disallow: { to: { element: { types: { anyOf: RENDERER } } } },
    message: 'src-main and src-renderer never import each other',
  },
  {
    from: { element: { types: { anyOf: RENDERER } } },
    disallow: { to: [{ element: { type: 'main' } }, ...NODE_OR_ELECTRON] },
    message: 'the renderer runs in a sandboxed page: it never imports src-main, Node or Electron',
  },
  {
    from: { element: { type: 'shared' }, file: { categories: 'module' } },
    disallow: { to: { element: { type: 'game-rules' } } },
    message: 'the core never imports a game: only shared/rules/registry.ts lists them',
  },
  {
    from: { element: { types: { anyOf: ['components', 'state'] } } },
    disallow: { to: [{ element: { types: { anyOf: GAMES } } }, SCREENS_REGISTRY] },
    message: "components and state never import a game or the games' screens: the screens pass in what a game says",
  },
  {
    from: { element: { type: 'renderer' }, file: { categories: { noneOf: ['screens-registry'] } } },
    disallow: { to: { element: { types: { anyOf: GAMES } } } },
    message: 'the app reaches a game only through the registries (src-renderer/systems/index.ts, shared/rules/registry.ts)',
  },
  {
    from: { element: { types: { anyOf: GAMES } } },
    disallow: { to: { element: { types: { anyOf: GAMES }, captured: { game: '!{{ from.element.captured.game }}' } } } },
    message: 'a game never imports another game',
  },
  {
    from: { element: { types: { anyOf: GAMES } } },
    disallow: {
      to: [{ element: { types: { anyOf: ['state', 'renderer'] } }, file: { categories: { noneOf: ['screens-contract'] } } }, RULES_REGISTRY],
    },
    message: "a game uses the core, the toolkit (components) and its screens' contract (src-renderer/systems/types.ts), never state, screens or a registry",
  },
];

export default defineConfig(
  {
    ignores: ['dist-main/', 'dist-renderer/', 'release/', 'reports/', 'test-results/', '.tmp/', '.stryker-tmp/', 'docs/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  { ...reactHooks.configs.flat.recommended, files: ['src-renderer/**/*.{ts,tsx}', 'test/renderer/**/*.{ts,tsx}'] },
  {
    rules: {
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A leading underscore marks a value left out on purpose, e.g. a field dropped by destructuring.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // What a person should see goes on the page or into a finding; the console keeps only faults nobody at
    // the page can act on (console.error), never debugging output.
    files: ['shared/**', 'src-renderer/**'],
    rules: { 'no-console': ['error', { allow: ['error'] }] },
  },
  {
    // Node scripts written in plain JavaScript.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
  },
  {
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/files-single-match': true,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies }],
      'boundaries/no-unknown-files': 'error',
    },
  },
);
