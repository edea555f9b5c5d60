/**
 * The files `pnpm team-kit` writes: a remote in a team's own repository, remote-coupons' shape
 * built with npm alone. It depends on @backoffice/shared and @backoffice/remote-kit by the
 * tarballs written beside it (`kit/`), and on everything else by the versions this workspace
 * uses, so the area builds against what the host provides.
 */
import { areaPathKey, remoteNameOf, type NewArea } from './area-files.ts';

/** The packed kit: each package's tarball, by its path inside the project. */
export interface KitTarballs {
  shared: { version: string; file: string };
  remoteKit: { version: string; file: string };
}

/** The versions of the libraries the project installs, as the workspace pins them. */
export type Versions = Record<string, string>;

/** The singletons the page imports, declared as the host's (the preset reads their ranges). */
const runtimeLibraries = [
  '@tanstack/react-query',
  'react',
  'react-dom',
  'socket.io-client',
  'zustand',
];
/** What builds, serves and tests the remote. */
const toolLibraries = [
  '@module-federation/enhanced',
  '@rspack/cli',
  '@rspack/core',
  '@rspack/dev-server',
  '@testing-library/dom',
  '@testing-library/jest-dom',
  '@testing-library/react',
  '@types/node',
  '@types/react',
  '@types/react-dom',
  'jsdom',
  'typescript',
  'vitest',
];

function pick(versions: Versions, libraries: string[]): Versions {
  return Object.fromEntries(
    libraries.map((library) => {
      const version = versions[library];
      if (!version) throw new Error(`the workspace does not pin ${library}`);
      return [library, version];
    }),
  );
}

const componentName = (name: string) =>
  areaPathKey(name).replace(/^[a-z]/, (letter) => letter.toUpperCase());

/** Every file of the project, by its path inside the project's folder. */
export function teamFiles(area: NewArea, kit: KitTarballs, versions: Versions) {
  const remote = remoteNameOf(area.name);
  const Page = `${componentName(area.name)}Page`;
  const keys = `${areaPathKey(area.name)}Keys`;
  const feature = `src/features/${area.name}-list`;
  const label = JSON.stringify(area.label);
  const packageJson = {
    name: `remote-${area.name}`,
    version: '1.0.0',
    private: true,
    type: 'module',
    scripts: {
      dev: 'rspack serve --mode development',
      build: 'rspack build --mode production',
      test: 'vitest run',
      typecheck: 'tsc --noEmit',
      release: `backoffice-release ${remote}`,
    },
    dependencies: {
      '@backoffice/shared': `file:${kit.shared.file}`,
      ...pick(versions, runtimeLibraries),
    },
    devDependencies: {
      '@backoffice/remote-kit': `file:${kit.remoteKit.file}`,
      ...pick(versions, toolLibraries),
    },
  };
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noUncheckedIndexedAccess: true,
      isolatedModules: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['node', 'vitest/globals', '@testing-library/jest-dom'],
    },
    include: ['src', 'rspack.config.js', 'vitest.config.js'],
  };
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
    '.gitignore': 'node_modules/\ndist/\n',
    'rspack.config.js': `// @ts-check
import { defineRemote } from '@backoffice/remote-kit';

// The ${area.label} area: the host mounts its ./App at ${area.path} (the release registry says where).
export default defineRemote({
  name: '${remote}',
  exposes: { './App': './src/app.tsx' },
  title: ${JSON.stringify(`${area.label} (standalone)`)},
});
`,
    'vitest.config.js': `import { defineRemoteTests } from '@backoffice/remote-kit/vitest';

export default defineRemoteTests('remote-${area.name}');
`,
    'src/css-modules.d.ts': `declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
`,
    'src/index.ts': `// The async boundary: shared singletons are negotiated before any of them is evaluated.
void import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { startStandalone } from '@backoffice/shared/dev-shell';
import App from './app';

// Only the standalone page (npm run dev) runs this file; inside the host, federation loads ./App.
await startStandalone({ area: ${label}, basePath: '${area.path}', App });
`,
    'src/app.tsx': `import type { AreaApp } from '@backoffice/remote-kit';
import { Navigate, Route, Routes } from '@backoffice/shared/router';
import { ${Page} } from './features/${area.name}-list/${area.name}-page';

/** The area's routes, relative to where the host mounts it (${area.path}). */
const App: AreaApp = () => (
  <Routes>
    <Route index element={<${Page} />} />
    <Route path="*" element={<Navigate to="${area.path}" replace />} />
  </Routes>
);
export default App;
`,
    [`${feature}/${area.name}-queries.ts`]: `import { apiRequest } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

/** The area's query keys: every key of this area starts with its name. */
export const ${keys} = {
  all: ['${area.name}'] as const,
  members: () => [...${keys}.all, 'members'] as const,
};

/** The area's list: the first page of members, from the api's members list. */
export const membersQuery = () =>
  queryOptions({
    queryKey: ${keys}.members(),
    queryFn: ({ signal }) => apiRequest('memberList', { query: { page: 1, limit: 20 }, signal }),
  });
`,
    [`${feature}/${area.name}-page.tsx`]: `import { formatDate, useDocumentTitle, type MemberSummary } from '@backoffice/shared';
import { DataTable, PageLayout, type ColumnDef } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { membersQuery } from './${area.name}-queries';

const columns: ColumnDef<MemberSummary, string>[] = [
  { id: 'fullName', header: 'Name', accessorFn: (member) => member.fullName },
  { id: 'email', header: 'Email', accessorFn: (member) => member.email },
  { id: 'status', header: 'Status', accessorFn: (member) => member.status },
  {
    id: 'joinedAt',
    header: 'Joined',
    accessorFn: (member) => member.joinedAt,
    cell: (cell) => formatDate(cell.getValue()),
  },
];

/** ${area.label}: the area's list, with the table's own loading, empty and error states. */
export function ${Page}() {
  useDocumentTitle(${label});
  const members = useQuery(membersQuery());
  return (
    <PageLayout title={${label}} description="Members, as the api lists them.">
      <DataTable
        label={${label}}
        columns={columns}
        data={members.data?.items ?? []}
        getRowId={(member) => member.id}
        loading={members.isPending}
        error={members.error?.message ?? null}
        onRetry={() => void members.refetch()}
        emptyTitle="No members"
      />
    </PageLayout>
  );
}
`,
    [`${feature}/${area.name}-page.test.tsx`]: `import { createQueryClient } from '@backoffice/shared';
import { answer, failure, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ${Page} } from './${area.name}-page';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

const member = {
  id: 'm-1',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  avatarUrl: null,
  status: 'active',
  verified: true,
  joinedAt: '2026-01-01T09:00:00.000Z',
  lastActiveAt: null,
  location: 'London',
};
const page = (items: unknown[]) => ({ data: { items, total: items.length, page: 1, limit: 20 } });

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <${Page} />
    </QueryClientProvider>,
  );

describe('${Page}', () => {
  it('lists what the api answers', async () => {
    api.on('GET /user/admin/members', () => answer(200, page([member])));
    renderPage();
    const table = await screen.findByRole('table', { name: ${label} });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(table).toHaveTextContent('ada@example.com');
  });

  it('says so when the list is empty', async () => {
    api.on('GET /user/admin/members', () => answer(200, page([])));
    renderPage();
    expect(await screen.findByText('No members')).toBeInTheDocument();
  });

  it("shows the api's message with a Retry when the list fails", async () => {
    api.on('GET /user/admin/members', () => failure(400, 'Not available right now'));
    renderPage();
    expect(await screen.findByText('Not available right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
`,
    'README.md': readme(area, remote, kit),
  };
}

function readme(area: NewArea, remote: string, kit: KitTarballs): string {
  return `# ${area.label} (\`${remote}\`)

The ${area.label} area of the back-office, in its own repository: a module federation remote the
host loads at \`${area.path}\`. It is built, tested and released with npm alone, by
\`@backoffice/remote-kit\` ${kit.remoteKit.version} against \`@backoffice/shared\`
${kit.shared.version} (both in \`kit/\` as tarballs; once your registry has them, depend on
\`^${kit.shared.version}\` and \`^${kit.remoteKit.version}\` instead).

\`\`\`sh
npm install
npm test                   # the unit tests (vitest, jsdom, the fake api of @backoffice/shared/testing)
npm run typecheck
npm run build              # dist/: mf-manifest.json, remoteEntry.js, hashed chunks
API_URL=http://localhost:4000 npm run dev   # the area alone in its dev shell (PORT, default 3020)
\`\`\`

## Release

An owner registers the area once (Settings → Areas → "Register an area": \`${remote}\`, path
\`${area.path}\`, label ${area.label}) and creates its release token. Upload \`dist/\` to its own folder
at an origin the api allows (\`RELEASE_ORIGINS\`), serving it with CORS for the host, then:

\`\`\`sh
export RELEASE_TOKEN=bo_area_… API_URL=https://api.example
npm run release -- --manifest https://cdn.example/${area.name}/1.0.0/mf-manifest.json --canary 10
npm run release -- --manifest https://cdn.example/${area.name}/1.0.0/mf-manifest.json   # everyone
npm run release -- --rollback
\`\`\`

Each prints what was live before and what is live now, and exits 1 with the api's reason when it
is refused (for one, a \`@backoffice/shared\` range the running host cannot satisfy).

## What the host gives the area

- \`src/app.tsx\` is \`./App\` (\`AreaApp\` from \`@backoffice/remote-kit\`): rendered at \`${area.path}\`
  with no props, inside the host's router, query client, session and theme.
- The modules the host provides (\`HostProvided\`: React, TanStack Query, zustand, the
  \`@backoffice/shared\` entries…) are shared singletons: \`rspack.config.js\` declares them through
  \`defineRemote\`, with the range of \`@backoffice/shared\` this build needs.
- Talk to the rest only through \`@backoffice/shared\`, the URL and the api; query keys start
  with \`${area.name}\`. Every list has loading, empty and error states (\`DataTable\` gives them).
`;
}
