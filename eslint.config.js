import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A path of one machine (`/work/main/server/...`, `C:\\...`) works nowhere else: imports are relative or by package.
const MACHINE_PATHS = { regex: '^(/|[A-Za-z]:[\\\\/])', message: 'Import by a relative path or a package name, never an absolute path of one machine.' };

// The client's layers, bottom to top: shared/ (with test/ and the generated gql/), modules/, the
// page engine pages/, then app/ and admin/ (and the entries beside them). An import runs down,
// never up: what a lower layer needs of a higher one moves down to it. client/src/import-direction.test.ts
// checks the same with resolved paths (and that a module imports no other module unless listed there).
const ABOVE_SHARED = '(modules|pages|app|admin|playground|main|entry-server|after-paint)';
const ABOVE_MODULES = '(pages|app|admin|playground|main|entry-server|after-paint)';
const ABOVE_PAGES = '(app|admin|playground|main|entry-server|after-paint)';
/** A relative import that climbs out of its folder into `folders` (a regular expression's group). */
const into = (folders) => `^(\\.\\./)+${folders}(/|$)`;

/** Lint blocks that refuse, in `files`, the imports (static, `export from` and `import()`) matching `patterns`. */
function importsRefused(files, patterns, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [MACHINE_PATHS, ...patterns.map((regex) => ({ regex, message }))] }],
      // esquery ends a regular expression at its first slash, escaped or not: a slash is written \x2F.
      'no-restricted-syntax': ['error', ...patterns.map((regex) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message }))],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'client/src/gql/**', '**/*.generated.ts', '**/.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Decorator-driven classes (TypeGraphQL, MikroORM) take class references typed as Function.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-restricted-imports': ['error', { patterns: [MACHINE_PATHS] }],
    },
  },
  {
    // Tests read untyped JSON answers: `any` there is the honest type.
    files: ['**/*.test.{ts,tsx}', 'server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  importsRefused(
    ['client/src/shared/**/*.{ts,tsx}', 'client/src/test/**/*.{ts,tsx}'],
    [into(ABOVE_SHARED)],
    'shared/ is the bottom layer: it imports no module, nor the page engine, the app or the admin. Move what it needs down into shared/.',
  ),
  importsRefused(
    ['client/src/modules/**/*.{ts,tsx}'],
    [into(ABOVE_MODULES)],
    'A module imports shared/ only, never the page engine (pages/), the app or the admin. Move what it needs down into shared/.',
  ),
  importsRefused(
    ['client/src/pages/**/*.{ts,tsx}'],
    [into(ABOVE_PAGES), '^(\\.\\./)+modules/(?!index$)'],
    'The page engine (pages/) imports shared/ and the module list (modules/index.ts) only: never a module by name, the app or the admin.',
  ),
);
