import { Link, Route, Routes } from '@backoffice/shared/router';
import { lazy, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { HostRouter } from '../routing/host-router';
import { createNavigations, type Navigations } from '../routing/navigations';
import { PageOutlet } from './page-outlet';

/*
 * Without act(): act would settle the navigation before returning, hiding what the person sees
 * while the next page's code is on its way.
 */
let root: Root;
let container: HTMLDivElement;
let actEnvironment: unknown;
let navigations: Navigations;
let deliverDashboardCode: () => void;

beforeEach(() => {
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  window.history.replaceState(null, '', '/submissions');
  navigations = createNavigations();
  const dashboardCode = new Promise<{ default: () => ReactElement }>((resolve) => {
    deliverDashboardCode = () => resolve({ default: () => <p>Dashboard page</p> });
  });
  const DashboardPage = lazy(() => dashboardCode);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() =>
    root.render(
      <HostRouter navigations={navigations}>
        <Link to="/dashboard">Dashboard</Link>
        <Routes>
          <Route element={<PageOutlet />}>
            <Route path="/submissions" element={<p>Submissions page</p>} />
            <Route path="/dashboard" element={<DashboardPage />} />
          </Route>
        </Routes>
      </HostRouter>,
    ),
  );
});

afterEach(() => {
  root.unmount();
  container.remove();
  navigations.dispose();
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
});

const shows = (text: string) => container.textContent?.includes(text) ?? false;
const aFewTasks = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('PageOutlet', () => {
  it("keeps the current page while the next one's code is on its way, then shows that page", async () => {
    container.querySelector('a')!.click();
    await aFewTasks();
    expect(shows('Submissions page')).toBe(true);
    expect(shows('Loading...')).toBe(false);

    deliverDashboardCode();
    // Well inside React's 300 ms reveal throttle, which a loading screen shown first would wait for.
    await vi.waitFor(() => expect(shows('Dashboard page')).toBe(true), { timeout: 150 });
  });
});
