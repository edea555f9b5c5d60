import { areaPaths, loadRuntimeConfig } from '@backoffice/shared/session';
import { applyStoredTheme } from '@backoffice/shared/ui-core';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppPageLoader } from './app/pages';
import { routedAppChunk } from './app/routed-app-chunk';
import { renderWhenConfigured } from './app/start-app';

applyStoredTheme();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A visit that starts on /login shows the form without the router; any other page needs it at once,
// so its chunk is asked for now, beside the config. The remotes are registered after sign-in.
const loader = createAppPageLoader();
const routedApp = window.location.pathname === areaPaths.login ? undefined : routedAppChunk.load();
void renderWhenConfigured(
  createRoot(container),
  Promise.all([routedApp, loadRuntimeConfig()]),
  ([routed]) => <App loader={loader} routed={routed} />,
);
