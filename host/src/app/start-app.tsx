import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { ErrorScreen } from '../platform/screens/error-screen';
import { LoadingScreen } from '../platform/screens/loading-screen';

/**
 * The loading screen shows only for a config that is slow to come: a fast one would pay a render
 * and a layout of it just before /login's, and flash it.
 */
export const LOADING_SCREEN_DELAY_MS = 200;

/**
 * Renders `app` with what `configured` brings once it is there: the runtime config, and the routed
 * app for a first page other than /login. A bad config stops everything with the error screen,
 * since talking to the wrong api is worse than not starting.
 */
export async function renderWhenConfigured<T>(
  root: Pick<Root, 'render'>,
  configured: Promise<T>,
  app: (ready: T) => ReactNode,
): Promise<void> {
  const showLoading = window.setTimeout(
    () => root.render(<LoadingScreen />),
    LOADING_SCREEN_DELAY_MS,
  );
  try {
    root.render(app(await configured));
  } catch (error) {
    console.error('The back-office could not start', error);
    root.render(<ErrorScreen />);
  } finally {
    window.clearTimeout(showLoading);
  }
}
