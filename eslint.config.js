import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/@mf-types/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/use*.ts', '**/hooks/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Bundle budgets (bench/README.md): the router comes through its shared entry, whole
    // react-router would be provided otherwise; an app's own schemas use the shared builders
    // (`schema`), so a remote never downloads a second zod.
    files: ['host/src/**', 'remote-*/src/**', 'shared/src/**', 'bench/fixtures/**'],
    ignores: ['shared/src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import routing from '@backoffice/shared/router'." },
            {
              name: 'react-router-dom',
              message: "Import routing from '@backoffice/shared/router'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['remote-*/src/**'],
    ignores: ['**/*.test.*'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Build schemas with `schema` from '@backoffice/shared'; import zod's types only.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  prettier,
);
