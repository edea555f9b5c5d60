import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routedAppChunk } from './routed-app-chunk';
import { App } from './app';
import { createAppPageLoader } from './pages';
import type * as session from '@backoffice/shared/session';
import type * as pages from './pages';

// What PushRoot is given to open a page with: the one way into App's page switch from outside.
let openPage: (path: string) => void = () => undefined;
vi.mock('../platform/push/push-root', () => ({
  preloadPushCode: () => undefined,
  PushRoot: (props: { openPage: (path: string) => void }) => {
    openPage = props.openPage;
    return null;
  },
}));
// No preloading at idle unless a test says so; then idle comes at once.
let idlePreloads = false;
vi.mock('../platform/federation/preload-conditions', () => ({
  connectionAllowsPreload: () => idlePreloads,
}));
vi.mock('@backoffice/shared/session', async (importOriginal) => ({
  ...(await importOriginal<typeof session>()),
  whenIdle: (run: () => void) => {
    run();
    return () => undefined;
  },
}));
// What sign-in loads ahead is not under test here.
vi.mock('./pages', async (importOriginal) => {
  const { createPageLoader } = await import('../platform/routing/page-loader');
  return {
    ...(await importOriginal<typeof pages>()),
    createAppPageLoader: () =>
      createPageLoader([], { load: () => new Promise(() => undefined), loaded: () => undefined }),
  };
});

beforeEach(() => window.history.replaceState(null, '', '/login'));
afterEach(() => {
  idlePreloads = false;
  vi.restoreAllMocks();
});

describe('App on a visit that starts at /login', () => {
  it('shows the sign-in form without the router, then opens a page with it', async () => {
    const load = vi.spyOn(routedAppChunk, 'load');
    render(<App loader={createAppPageLoader()} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    // A push opened while signed out: the routed app shows the page, whose guard sends the person
    // back to /login, now the router's, with the page to return to.
    await act(async () => {
      openPage('/settings');
      await routedAppChunk.load();
    });
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?next=%2Fsettings');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('asks for the routed app once the person starts on the form, not before', async () => {
    const load = vi.spyOn(routedAppChunk, 'load').mockReturnValue(new Promise(() => undefined));
    render(<App loader={createAppPageLoader()} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Email'));
    expect(load).toHaveBeenCalled();
  });

  it('asks for the routed app at idle while the person types, where preloading is allowed', () => {
    idlePreloads = true;
    const load = vi.spyOn(routedAppChunk, 'load').mockReturnValue(new Promise(() => undefined));
    render(<App loader={createAppPageLoader()} />);
    expect(load).toHaveBeenCalled();
  });

  it('shows the error screen when the routed app cannot load, instead of staying put', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(routedAppChunk, 'load').mockRejectedValue(new TypeError('Failed to fetch'));
    render(<App loader={createAppPageLoader()} />);
    act(() => openPage('/support'));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
