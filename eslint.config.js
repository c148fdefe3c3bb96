import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * The layers of docs/architecture.md ("The layers"), each a folder.
 * A file belongs to the most specific element whose folder holds it.
 */
const elements = [
  // One game's rules: shared/rules/systems/<game>/.
  { type: 'game-rules', pattern: 'shared/rules/systems/*', capture: ['game'] },
  { type: 'shared', pattern: 'shared' },
  { type: 'main', pattern: 'src-main' },
  // One game's screens: src-renderer/systems/<game>/.
  { type: 'game-screens', pattern: 'src-renderer/systems/*', capture: ['game'] },
  // The renderer's layers, from the top: the toolkit every game uses, the MobX stores, the contract between the
  // character page and a game's screens, and plain helpers with no state.
  { type: 'components', pattern: 'src-renderer/components' },
  { type: 'state', pattern: 'src-renderer/state' },
  { type: 'contract', pattern: 'src-renderer/contract' },
  { type: 'base', pattern: 'src-renderer/base' },
  // The rest of the renderer composes the app: screens, the host's API, the entry point, the games' registry.
  { type: 'renderer', pattern: 'src-renderer' },
  { type: 'tests', pattern: 'test' },
  { type: 'tools', pattern: 'bench' },
  { type: 'tools', pattern: 'scripts' },
].map((element) => ({ ...element, partialMatch: false }));

/**
 * Single files with a role of their own: the two registries, the only files outside a game's folders that
 * name the games. Every other file is a plain `module`; a file in a folder no element covers has no category,
 * and `boundaries/no-unknown-files` reports it.
 */
const files = [
  { category: 'rules-registry', pattern: ['shared/rules/registry.ts', 'shared/rules/index.ts'] },
  { category: 'screens-registry', pattern: 'src-renderer/systems/index.ts' },
  { category: 'config', pattern: '*.{js,mjs,ts}' },
  { category: 'module', pattern: '{shared,src-main,src-renderer,test,bench,scripts}/**' },
];

/** The extensions an extensionless relative import may name. */
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

const SHARED = ['shared', 'game-rules'];
const RENDERER = ['renderer', 'game-screens', 'components', 'state', 'contract', 'base'];
const GAMES = ['game-rules', 'game-screens'];
const NODE_OR_ELECTRON = [{ module: { origin: 'core' } }, { module: { source: 'electron' } }];
const UI_LIBRARIES = { module: { source: ['react', 'react-*', 'mobx', 'mobx-*'] } };
const SCREENS_REGISTRY = { element: { type: 'renderer' }, file: { categories: 'screens-registry' } };
const RULES_REGISTRY = { element: { type: 'shared' }, file: { categories: 'rules-registry' } };

/** @type {import('eslint-plugin-boundaries').DependenciesPolicy[]} */
const policies = [
  {
    from: { element: { types: { anyOf: SHARED } } },
    disallow: {
      to: [
        { element: { types: { anyOf: ['main', 'tests', 'tools', ...RENDERER] } } },
        ...NODE_OR_ELECTRON,
        UI_LIBRARIES,
      ],
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
  // The renderer's layers, from the bottom: shared, base, contract, state, components, a game's screens, the rest of
  // the renderer. Each imports only the layers below it; a game's screens skip state (see the last policy).
  {
    from: { element: { types: { anyOf: ['components', 'state', 'contract', 'base'] } } },
    disallow: { to: { element: { type: 'renderer' } } },
    message:
      'the renderer imports downward: components, state, contract and base never import the screens, the host or the app',
  },
  {
    from: { element: { type: 'state' } },
    disallow: { to: { element: { type: 'components' } } },
    message: 'state sits below components: the stores never import the toolkit',
  },
  {
    from: { element: { type: 'contract' } },
    disallow: { to: { element: { types: { anyOf: ['components', 'state'] } } } },
    message: 'the contract sits below state and components: it imports only base and shared',
  },
  {
    from: { element: { type: 'base' } },
    disallow: { to: [{ element: { types: { anyOf: ['components', 'state', 'contract'] } } }, UI_LIBRARIES] },
    message: 'base holds plain helpers: it imports only shared, and no UI library',
  },
  {
    from: { element: { types: { anyOf: ['components', 'state', 'contract', 'base'] } } },
    disallow: { to: [{ element: { types: { anyOf: GAMES } } }, SCREENS_REGISTRY] },
    message:
      "components, state, contract and base never import a game or the games' screens: the screens pass in what a game says",
  },
  {
    from: { element: { type: 'renderer' }, file: { categories: { noneOf: ['screens-registry'] } } },
    disallow: { to: { element: { types: { anyOf: GAMES } } } },
    message:
      'the app reaches a game only through the registries (src-renderer/systems/index.ts, shared/rules/registry.ts)',
  },
  {
    from: { element: { types: { anyOf: GAMES } } },
    disallow: { to: { element: { types: { anyOf: GAMES }, captured: { game: '!{{ from.element.captured.game }}' } } } },
    message: 'a game never imports another game',
  },
  {
    from: { element: { types: { anyOf: GAMES } } },
    disallow: { to: [{ element: { types: { anyOf: ['state', 'renderer'] } } }, RULES_REGISTRY] },
    message:
      'a game uses the core, the toolkit (components), the contract and base, never state, screens or a registry',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist-main/',
      'dist-renderer/',
      '.tsbuild/',
      'release/',
      'reports/',
      'test-results/',
      '.tmp/',
      '.stryker-tmp/',
      'docs/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  { ...reactHooks.configs.flat.recommended, files: ['src-renderer/**/*.{ts,tsx}', 'test/renderer/**/*.{ts,tsx}'] },
  {
    rules: {
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A leading underscore marks a value left out on purpose, e.g. a field dropped by destructuring.
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
    // A function longer than a screen and a half does several things that have names of their own: give each its
    // function. Tests are long lists of steps, and are left out.
    files: ['shared/**', 'src-main/**', 'src-renderer/**', 'bench/**', 'scripts/**'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
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
    // An import cycle leaves a module half-initialised when the cycle is entered from the other side, and it
    // blurs which of two modules is the lower one. The plugin follows value imports only: it skips an `import
    // type`, so a cycle made only of type imports is not reported here: test/tools/import-cycles.test.ts finds those.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
      'import-x/extensions': SOURCE_EXTENSIONS,
    },
    // A package cannot import the project back, so packages are not read.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/files-single-match': true,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'import/resolver': { node: { extensions: SOURCE_EXTENSIONS } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies }],
      'boundaries/no-unknown-files': 'error',
    },
  },
);
