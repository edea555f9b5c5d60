/**
 * The files `pnpm new-area` writes for a new area: remote-coupons' shape (the build preset's
 * `defineRemote`, the standalone dev shell, the async boundary, a vitest project) with one list
 * page that reads the api and shows loading, empty and error states, and its test.
 */
export interface NewArea {
  /** kebab-case: `reports` → folder `remote-reports`, federation name `remote_reports`. */
  name: string;
  /** The mount path, one segment: `/reports`. */
  path: string;
  /** The nav link's label and the page's title: `Reports`. */
  label: string;
}

export const areaDir = (name: string) => `remote-${name}`;
export const remoteNameOf = (name: string) => `remote_${name.replaceAll('-', '_')}`;
/** The area's key in shared's `areaPaths`: `due-dates` → `dueDates`. */
export const areaPathKey = (name: string) =>
  name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
const componentName = (name: string) =>
  areaPathKey(name).replace(/^[a-z]/, (letter) => letter.toUpperCase());

/** The libraries a new remote declares, at the versions remote-coupons declares them. */
const declaredLibraries = [
  '@backoffice/shared',
  '@tanstack/react-query',
  'react',
  'socket.io-client',
  'zustand',
];

/** Every file of the new remote, by path inside the repository. */
export function areaFiles(
  area: NewArea,
  couponsPackage: { dependencies: Record<string, string> },
  copied: { tsconfig: string; index: string; cssModules: string },
): Record<string, string> {
  const dir = areaDir(area.name);
  const remote = remoteNameOf(area.name);
  const Page = `${componentName(area.name)}Page`;
  const pathKey = areaPathKey(area.name);
  // A string literal of the label, whatever quotes it holds (prettier then picks the quotes).
  const label = JSON.stringify(area.label);
  const dependencies = Object.fromEntries(
    declaredLibraries.map((library) => {
      const version = couponsPackage.dependencies[library];
      if (!version) throw new Error(`remote-coupons/package.json does not declare ${library}`);
      return [library, version];
    }),
  );
  const packageJson = {
    name: dir,
    version: '1.0.0',
    private: true,
    type: 'module',
    scripts: { build: 'rspack build --mode production', dev: 'rspack serve --mode development' },
    dependencies,
    devDependencies: { '@backoffice/remote-kit': 'workspace:*' },
  };
  return {
    [`${dir}/package.json`]: `${JSON.stringify(packageJson, null, 2)}\n`,
    [`${dir}/tsconfig.json`]: copied.tsconfig,
    [`${dir}/src/index.ts`]: copied.index,
    [`${dir}/src/css-modules.d.ts`]: copied.cssModules,
    [`${dir}/rspack.config.ts`]: `import { defineRemote } from '@backoffice/remote-kit';
import { inThisStack } from '../scripts/rspack-common.ts';

export default defineRemote({
  ...inThisStack('${remote}'),
  exposes: { './App': './src/app.tsx' },
});
`,
    [`${dir}/vitest.config.ts`]: `import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '${dir}',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../vitest.setup-dom.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
`,
    [`${dir}/src/bootstrap.tsx`]: `import { areaPaths } from '@backoffice/shared';
import { startStandalone } from '@backoffice/shared/dev-shell';
import App from './app';

// Only the standalone page runs this file; inside the host, federation loads ./App directly.
await startStandalone({ area: ${label}, basePath: areaPaths.${pathKey}, App });
`,
    [`${dir}/src/app.tsx`]: `import { areaPaths } from '@backoffice/shared';
import { Navigate, Route, Routes } from '@backoffice/shared/router';
import { ${Page} } from './features/${area.name}-list/${area.name}-page';

/** The area's routes, relative to where the host mounts it (${area.path}). */
export default function App() {
  return (
    <Routes>
      <Route index element={<${Page} />} />
      <Route path="*" element={<Navigate to={areaPaths.${pathKey}} replace />} />
    </Routes>
  );
}
`,
    [`${dir}/src/features/${area.name}-list/${area.name}-queries.ts`]: `import { apiRequest } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

/** The area's query keys: every key of this area starts with its name. */
export const ${pathKey}Keys = {
  all: ['${area.name}'] as const,
  sessions: () => [...${pathKey}Keys.all, 'sessions'] as const,
};

/** The first list of the area: the signed-in person's sign-ins, a list every role may read. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: ${pathKey}Keys.sessions(),
    queryFn: ({ signal }) => apiRequest('ownSessions', { signal }),
  });
`,
    [`${dir}/src/features/${area.name}-list/${area.name}-page.tsx`]: `import { formatDateTime, useDocumentTitle, type SignInSession } from '@backoffice/shared';
import { DataTable, PageLayout, type ColumnDef } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { sessionsQuery } from './${area.name}-queries';

const columns: ColumnDef<SignInSession, string>[] = [
  { id: 'browser', header: 'Browser', accessorFn: (session) => session.browser },
  { id: 'address', header: 'Address', accessorFn: (session) => session.address },
  {
    id: 'startedAt',
    header: 'Started',
    accessorFn: (session) => session.startedAt,
    cell: (cell) => formatDateTime(cell.getValue()),
  },
];

/** ${area.label}: the area's list, with the table's own loading, empty and error states. */
export function ${Page}() {
  useDocumentTitle(${label});
  const sessions = useQuery(sessionsQuery());
  return (
    <PageLayout title={${label}} description="Your sign-ins, newest first.">
      <DataTable
        label={${label}}
        columns={columns}
        data={sessions.data ?? []}
        getRowId={(session) => session.id}
        loading={sessions.isPending}
        error={sessions.error?.message ?? null}
        onRetry={() => void sessions.refetch()}
        emptyTitle="No sign-ins"
      />
    </PageLayout>
  );
}
`,
    [`${dir}/src/features/${area.name}-list/${area.name}-page.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { answer, failure, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@backoffice/shared';
import { ${Page} } from './${area.name}-page';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

const session = {
  id: 's-1',
  browser: 'Firefox on Linux',
  address: '203.0.113.7',
  startedAt: '2026-01-01T09:00:00.000Z',
  lastActiveAt: '2026-01-01T09:30:00.000Z',
  current: true,
};

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <${Page} />
    </QueryClientProvider>,
  );

describe('${Page}', () => {
  it('lists what the api answers', async () => {
    api.on('GET /auth/sessions', () => answer(200, { data: [session] }));
    renderPage();
    const table = await screen.findByRole('table', { name: ${label} });
    expect(await screen.findByText('Firefox on Linux')).toBeInTheDocument();
    expect(table).toHaveTextContent('203.0.113.7');
  });

  it('says so when the list is empty', async () => {
    api.on('GET /auth/sessions', () => answer(200, { data: [] }));
    renderPage();
    expect(await screen.findByText('No sign-ins')).toBeInTheDocument();
  });

  it("shows the api's message with a Retry when the list fails", async () => {
    api.on('GET /auth/sessions', () => failure(400, 'Not available right now'));
    renderPage();
    expect(await screen.findByText('Not available right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
`,
  };
}
