import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      // A path of one machine (`/work/main/server/...`, `C:\\...`) works nowhere else: imports are relative or by package.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(/|[A-Za-z]:[\\\\/])', message: 'Import by a relative path or a package name, never an absolute path of one machine.' }] }],
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
);
