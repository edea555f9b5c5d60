import { Link, Route, Routes } from '@backoffice/shared/router';
import { lazy, type ReactElement } from 'react';
import { rootWithoutAct } from '../../testing/root-without-act';
import { HostRouter } from '../routing/host-router';
import { createNavigations, type Navigations } from '../routing/navigations';
import { PageLoaderProvider } from '../routing/page-loader';
import { loaderWithSession } from '../routing/testing/loader-with-session';
import { PageOutlet } from './page-outlet';

/* Outside act(): what the person sees while the next page's code is on its way. */
const page = rootWithoutAct();
let navigations: Navigations;
let deliverDashboardCode: () => void;

beforeEach(() => {
  window.history.replaceState(null, '', '/submissions');
  navigations = createNavigations();
  const dashboardCode = new Promise<{ default: () => ReactElement }>((resolve) => {
    deliverDashboardCode = () => resolve({ default: () => <p>Dashboard page</p> });
  });
  const DashboardPage = lazy(() => dashboardCode);
  page.render(
    <PageLoaderProvider value={loaderWithSession()}>
      <HostRouter navigations={navigations}>
        <Link to="/dashboard">Dashboard</Link>
        <Routes>
          <Route element={<PageOutlet />}>
            <Route path="/submissions" element={<p>Submissions page</p>} />
            <Route path="/dashboard" element={<DashboardPage />} />
          </Route>
        </Routes>
      </HostRouter>
    </PageLoaderProvider>,
  );
});

afterEach(() => navigations.dispose());

const shows = page.shows;
const aFewTasks = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('PageOutlet', () => {
  it("keeps the current page while the next one's code is on its way, then shows that page", async () => {
    page.container().querySelector('a')!.click();
    await aFewTasks();
    expect(shows('Submissions page')).toBe(true);
    expect(shows('Loading...')).toBe(false);

    deliverDashboardCode();
    // Well inside React's 300 ms reveal throttle, which a loading screen shown first would wait for.
    await vi.waitFor(() => expect(shows('Dashboard page')).toBe(true), { timeout: 150 });
  });
});
