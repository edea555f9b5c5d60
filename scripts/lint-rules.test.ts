import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint config, run on snippets placed where the rules apply.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
// The first lint loads the config and the TypeScript resolver: seconds on a busy machine.
const slow = { timeout: 60_000 };

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('feature boundaries (eslint/boundaries.js)', () => {
  it(
    'refuse an import of another feature, and not one of the same feature or of shared',
    slow,
    async () => {
      expect(
        await problems(
          'host/src/features/dashboard/boundary-probe.ts',
          "export { p75Text } from '../health/health-figures';\n",
        ),
      ).toEqual(['feature-boundaries/no-restricted-paths']);
      expect(
        await problems(
          'host/src/features/dashboard/boundary-probe.ts',
          "export { memberCountQuery } from './dashboard-queries';\nexport { whenIdle } from '@backoffice/shared/session';\nexport { readPreview } from '../../platform/federation/preview';\n",
        ),
      ).toEqual([]);
    },
  );

  it('refuse an import of a feature from the platform, with no exception', slow, async () => {
    expect(
      await problems(
        'host/src/platform/federation/boundary-probe.ts',
        "export { p75Text } from '../../features/health/health-figures';\n",
      ),
    ).toEqual(['feature-boundaries/no-restricted-paths']);
    // What the layout and routing once imported: app/ gives them the pages and the header's parts.
    expect(
      await problems(
        'host/src/platform/layout/boundary-probe.ts',
        "export { useSignOut } from '../../features/auth/use-sign-out';\n",
      ),
    ).toEqual(['feature-boundaries/no-restricted-paths']);
    expect(
      await problems(
        'host/src/platform/routing/boundary-probe.ts',
        "export { dashboardPage } from '../../features/dashboard/page';\n",
      ),
    ).toEqual(['feature-boundaries/no-restricted-paths']);
    // app/ puts them together.
    expect(
      await problems(
        'host/src/app/boundary-probe.ts',
        "export { dashboardPage } from '../features/dashboard/page';\n",
      ),
    ).toEqual([]);
  });

  it('let a listed exception through', slow, async () => {
    expect(
      await problems(
        'host/src/features/dashboard/boundary-probe.ts',
        "export { useOpenNotification } from '../notifications/use-open-notification';\n",
      ),
    ).toEqual([]);
  });
});

describe('query keys from factories (eslint/query-keys.js)', () => {
  it('refuse a literal key, and not a factory-built one', slow, async () => {
    const file = 'host/src/features/settings/key-probe.ts';
    expect(
      await problems(
        file,
        [
          "import type { QueryClient } from '@tanstack/react-query';",
          "export const a = { queryKey: ['settings', 'approval'] };",
          "export const b = (client: QueryClient) => client.setQueryData(['auth', 'me'] as const, null);",
          '',
        ].join('\n'),
      ),
    ).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    expect(
      await problems(
        file,
        [
          "import { settingsKeys } from '@backoffice/shared';",
          'export const a = { queryKey: settingsKeys.approval() };',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('SQL in repositories (eslint.config.js sqlInRepositories)', () => {
  it('refuse a statement in an api handler file, and not in a repository', slow, async () => {
    const statement = [
      "import type { Queryable } from '../../db/database';",
      'export const count = (db: Queryable) =>',
      "  db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupons');",
      'export const columns = `SELECT id, code FROM coupons`;',
      '',
    ].join('\n');
    expect(await problems('api/src/features/coupons/handlers.ts', statement)).toEqual([
      'sql-in-repositories/no-sql',
      'sql-in-repositories/no-sql',
      'sql-in-repositories/no-sql',
    ]);
    expect(await problems('api/src/auth/mfa-handlers.ts', statement)).toEqual([
      'sql-in-repositories/no-sql',
      'sql-in-repositories/no-sql',
      'sql-in-repositories/no-sql',
    ]);
    expect(await problems('api/src/features/coupons/repository.ts', statement)).toEqual([]);
    // Words that only look like SQL: an HTTP method, a sentence, a property named query.
    expect(
      await problems(
        'api/src/features/coupons/handlers.ts',
        [
          "export const method = 'DELETE';",
          "export const hint = 'Select a coupon first';",
          'export const list = (input: { query: string }) => input.query;',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it(
    'refuse a statement in any api module, and not in a repository, a test or the database layer',
    slow,
    async () => {
      // No import, so the same text reads alike in every folder.
      const statement = [
        'export const due = (db: { query(sql: string): Promise<unknown[]> }) =>',
        "  db.query('SELECT id FROM funding_requests WHERE created_at < now()');",
        '',
      ].join('\n');
      expect(await problems('api/src/features/due/probe.ts', statement)).toEqual([
        'sql-in-repositories/no-sql',
        'sql-in-repositories/no-sql',
      ]);
      expect(await problems('api/src/http/probe.ts', statement)).toEqual([
        'sql-in-repositories/no-sql',
        'sql-in-repositories/no-sql',
      ]);
      expect(await problems('api/src/features/due/repository.ts', statement)).toEqual([]);
      expect(await problems('api/src/auth/totp-repository.ts', statement)).toEqual([]);
      expect(await problems('api/src/features/due/probe.test.ts', statement)).toEqual([]);
      expect(await problems('api/src/db/probe.ts', statement)).toEqual([]);
    },
  );
});
