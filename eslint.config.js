import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/boundaries.js';
import { queryKeysFromFactories } from './eslint/query-keys.js';

/*
 * Layers (docs/design.md): an app (the host or a remote) may import `shared`, never another app;
 * `shared` and `api` never import an app. Apps meet only through module federation, whose
 * `remote_*` specifiers do not resolve to files and so pass this rule. The apps are the workspace's
 * (pnpm-workspace.yaml's `remote-*`), so a new area is inside every boundary at once.
 */
export const APPS = [
  'host',
  ...readdirSync(import.meta.dirname)
    .filter(
      (dir) =>
        dir.startsWith('remote-') && existsSync(join(import.meta.dirname, dir, 'package.json')),
    )
    .sort(),
];
const layerZones = [
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'An app never imports another app: share the code through @backoffice/shared.',
  })),
  {
    target: ['./shared', './api'],
    from: APPS.map((app) => `./${app}`),
    message: 'shared and api never import an app.',
  },
];

/*
 * One naming convention for files: kebab-case, dot-separated parts allowed
 * (`room-list.test.ts`, `login-page.module.css`), as bulletproof-react does. Checked on the linted
 * file and on every relative import, so a stylesheet or JSON file is held to it too.
 */
const KEBAB_FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const fileNaming = {
  rules: {
    'kebab-case': {
      meta: {
        type: 'suggestion',
        messages: { misnamed: "'{{name}}' is not kebab-case: name files like 'room-list.tsx'." },
        schema: [],
      },
      create(context) {
        const check = (node, name) => {
          if (!KEBAB_FILE_NAME.test(name))
            context.report({ node, messageId: 'misnamed', data: { name } });
        };
        const checkImport = (node) => {
          const source = node.source;
          if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
          if (!source.value.startsWith('.')) return;
          const name = source.value.split('/').at(-1);
          if (name && name !== '.' && name !== '..') check(source, name);
        };
        return {
          Program(node) {
            check(node, context.filename.split(/[\\/]/).at(-1));
          },
          ImportDeclaration: checkImport,
          ExportNamedDeclaration: checkImport,
          ExportAllDeclaration: checkImport,
          ImportExpression: checkImport,
        };
      },
    },
  },
};

/*
 * SQL lives in each domain's repository (repository.ts beside the handlers, or a *-repository.ts
 * named for what it stores): handlers and the domain's other modules validate, check permissions,
 * decide and orchestrate audit and notifications, and reach the database only by calling a
 * repository function. Everywhere else in api/src, except tests and the database layer (db/), a
 * call of `query` or `execScript` and a string that starts with a statement's keyword are refused.
 * The keywords are upper-case, as every statement here is written, so a sentence ("Select a
 * coupon") or an HTTP method passes.
 */
const SQL_STATEMENT = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE)\s/;
const sqlInRepositories = {
  rules: {
    'no-sql': {
      meta: {
        type: 'problem',
        messages: {
          sql: "SQL lives in the domain's repository: call a repository function.",
        },
        schema: [],
      },
      create(context) {
        const report = (node) => context.report({ node, messageId: 'sql' });
        return {
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type !== 'MemberExpression' || callee.computed) return;
            if (callee.property.name === 'query' || callee.property.name === 'execScript')
              report(node);
          },
          Literal(node) {
            if (typeof node.value === 'string' && SQL_STATEMENT.test(node.value)) report(node);
          },
          TemplateLiteral(node) {
            if (SQL_STATEMENT.test(node.quasis[0].value.cooked ?? '')) report(node);
          },
        };
      },
    },
  },
};

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
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Lazy `import()`s count: a cycle through one still ties the two modules together.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  featureBoundaries,
  queryKeysFromFactories,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'file-naming': fileNaming },
    rules: { 'file-naming/kebab-case': 'error' },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/**/repository.ts',
      'api/src/**/*-repository.ts',
      'api/src/**/*.test.ts',
      'api/src/db/**',
    ],
    plugins: { 'sql-in-repositories': sqlInRepositories },
    rules: { 'sql-in-repositories/no-sql': 'error' },
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
