import { setRuntimeConfig, useAuthStore, type SigninResponse } from '@backoffice/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@backoffice/shared/router';
import { ToastContainer } from 'react-toastify';
import type { PushAdapter } from './push-adapter';
import { preloadPushCode, PushRoot } from './push-root';

// The runtime config below selects the fake push service's adapter; this one stands in for it.
vi.mock('./fake-push-adapter', () => ({ createFakePushAdapter: () => testAdapter }));

const signin: SigninResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  user: { id: 'u1', name: 'Ada', email: 'ada@backoffice.test', role: 'admin' },
};

const listeners = new Set<(message: unknown) => void>();
const emit = (message: unknown) => act(() => listeners.forEach((listener) => listener(message)));
// Permission "default": registration is skipped, so this test makes no api calls.
const testAdapter: PushAdapter = {
  isSupported: () => Promise.resolve(true),
  permission: () => 'default',
  requestPermission: () => Promise.resolve('default'),
  getToken: () => Promise.resolve('token-1'),
  onForegroundMessage: (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
const serviceWorker = new EventTarget();

function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

/** As the app does: PushRoot opens pages through whatever shows them, here a router. */
function RoutedPushRoot() {
  const navigate = useNavigate();
  return <PushRoot openPage={(path) => void navigate(path)} />;
}

function renderRoot() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <RoutedPushRoot />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
}

const push = {
  messageId: 'm-1',
  notification: { title: 'New support message', body: 'Hello' },
  data: { screen: 'SupportChat' },
};

beforeAll(() => {
  setRuntimeConfig({ fakePushUrl: 'http://push.test' });
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
});
afterAll(() => {
  setRuntimeConfig({ fakePushUrl: null });
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
afterEach(() => useAuthStore.getState().logout());

describe('PushRoot', () => {
  it('shows foreground pushes from the adapter the runtime config selects while signed in', async () => {
    useAuthStore.getState().login(signin);
    renderRoot();
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    emit(push);
    expect(await screen.findByText('New support message')).toBeInTheDocument();
  });

  it('listens from the first sign-in on, once the page is idle, not before, even with its code preloaded', async () => {
    renderRoot();
    // What /login does while the person types: the code loads, nothing listens or registers.
    preloadPushCode();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listeners.size).toBe(0);
    act(() => useAuthStore.getState().login(signin));
    // Not in the moments right after sign-in, while the first page renders: once idle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listeners.size).toBe(0);
    await vi.waitFor(() => expect(listeners.size).toBe(1));
  });

  it('ignores pushes once signed out', async () => {
    useAuthStore.getState().login(signin);
    renderRoot();
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    act(() => useAuthStore.getState().logout());
    emit({ ...push, messageId: 'm-2', notification: { title: 'Old session', body: 'x' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Old session')).not.toBeInTheDocument();
  });

  it('goes where the service worker sends it after a notification click', async () => {
    renderRoot();
    act(() => {
      serviceWorker.dispatchEvent(
        new MessageEvent('message', { data: { type: 'backoffice-push-open', path: '/support' } }),
      );
    });
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/support');
    act(() => {
      serviceWorker.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'backoffice-push-open', path: 'https://elsewhere.test/' },
        }),
      );
    });
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/support');
  });

  it('stops listening when unmounted', async () => {
    useAuthStore.getState().login(signin);
    const { unmount } = renderRoot();
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    unmount();
    expect(listeners.size).toBe(0);
  });
});
