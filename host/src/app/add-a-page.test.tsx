import { useAuthStore } from '@backoffice/shared';
import { startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { chunk } from '../platform/routing/loaded-chunk';
import type { HostPage } from '../platform/routing/page';
import { createPageLoader } from '../platform/routing/page-loader';
import { App } from './app';
import { hostPages, signedInChunk } from './pages';
import { routedAppChunk } from './routed-app-chunk';

// No idle preloading of the areas: /remotes.json is not served here.
vi.mock('../platform/federation/preload-conditions', () => ({
  connectionAllowsPreload: () => false,
}));

/*
 * A new host page with first data, as a feature adds one: this declaration is its one file (in
 * the feature's folder, beside the page's own module), and `[...hostPages, reportsPage]` is the
 * one line in app/pages.ts.
 */
const fetchReport = vi.fn(() => Promise.resolve({ title: 'Quarterly report' }));
const reportQuery = () => ({ queryKey: ['reports', 'summary'], queryFn: fetchReport });

function ReportsPage() {
  const report = useQuery(reportQuery());
  return <h1>{report.data ? report.data.title : 'Loading the report'}</h1>;
}

// The page's code arrives when the test says, so it can see the data asked for before.
let codeArrives: () => void = () => undefined;
const reportsCode = new Promise<{ default: typeof ReportsPage }>((resolve) => {
  codeArrives = () => resolve({ default: ReportsPage });
});

const reportsPage: HostPage = {
  path: '/reports',
  code: [chunk(() => reportsCode)],
  firstData: chunk(() => Promise.resolve({ firstData: () => [reportQuery()] })),
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
afterEach(() => useAuthStore.getState().logout());

describe('adding a host page', () => {
  it('takes its declaration and one line: the page is routed, and its data asked for once with its code', async () => {
    const loader = createPageLoader([...hostPages, reportsPage], signedInChunk);
    useAuthStore.getState().login({
      access_token: 'a',
      refresh_token: 'r',
      user: { id: 'ADM-1', name: 'Ada Admin', email: 'admin@backoffice.test', role: 'admin' },
    });
    window.history.replaceState(null, '', '/reports');
    await Promise.all([signedInChunk.load(), reportsPage.firstData?.load()]);
    render(<App loader={loader} routed={await routedAppChunk.load()} />);

    // The landing asks for its first data with its code, not once the page has rendered.
    await vi.waitFor(() => expect(fetchReport).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    codeArrives();
    expect(
      await screen.findByRole('heading', { name: 'Quarterly report' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The page's own query found it there, fresh.
    expect(fetchReport).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    loader.dispose();
  });
});
