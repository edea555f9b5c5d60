import type { ReactElement } from 'react';
import { ErrorScreen } from '../platform/screens/error-screen';
import { LoadingScreen } from '../platform/screens/loading-screen';
import { LOADING_SCREEN_DELAY_MS, renderWhenConfigured } from './start-app';

function Page() {
  return null;
}

const rendered = (render: ReturnType<typeof vi.fn>) =>
  render.mock.calls.map(([element]) => (element as ReactElement).type);

describe('renderWhenConfigured', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders the page straight away when the config is quick: no loading screen first', async () => {
    const root = { render: vi.fn() };
    await renderWhenConfigured(root, Promise.resolve(), () => <Page />);
    await vi.advanceTimersByTimeAsync(LOADING_SCREEN_DELAY_MS * 2);
    expect(rendered(root.render)).toEqual([Page]);
  });

  it('shows the loading screen while a slow config comes, then the page', async () => {
    const root = { render: vi.fn() };
    let configured!: () => void;
    const started = renderWhenConfigured(
      root,
      new Promise<void>((resolve) => (configured = resolve)),
      () => <Page />,
    );
    await vi.advanceTimersByTimeAsync(LOADING_SCREEN_DELAY_MS - 1);
    expect(rendered(root.render)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(rendered(root.render)).toEqual([LoadingScreen]);
    configured();
    await started;
    expect(rendered(root.render)).toEqual([LoadingScreen, Page]);
  });

  it('shows the error screen, and only it, for a bad config', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = { render: vi.fn() };
    await renderWhenConfigured(root, Promise.reject(new Error('Invalid config')), () => <Page />);
    await vi.advanceTimersByTimeAsync(LOADING_SCREEN_DELAY_MS * 2);
    expect(rendered(root.render)).toEqual([ErrorScreen]);
  });
});
