import { dashboardPage } from '../features/dashboard/page';
import { healthPage } from '../features/health/page';
import { settingsPage } from '../features/settings/page';
import { chunk } from '../platform/routing/loaded-chunk';
import { createPageLoader } from '../platform/routing/page-loader';

/** The host's own pages, each declared by its feature (the areas come from /remotes.json). */
export const hostPages = [dashboardPage, settingsPage, healthPage];

/**
 * The signed-in shell and the session's part of loading (signed-in-app.tsx): loaded on demand, so
 * /login stays small (the layout brings socket.io-client, react-query and react-toastify).
 */
export const signedInChunk = chunk(() => import('./signed-in-app'));

/** The page's one loader (bootstrap.tsx makes it); a test makes its own. */
export const createAppPageLoader = () => createPageLoader(hostPages, signedInChunk);
