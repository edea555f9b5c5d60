// First import: its request must start before the modules below run.
import { runtimeConfigRequest } from './runtime-config-request';
import { loadRuntimeConfig } from '@backoffice/shared/session';
import { applyStoredTheme } from '@backoffice/shared/ui-core';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { renderWhenConfigured } from './app/start-app';

applyStoredTheme();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The remotes are registered after sign-in (SignedInShell): /login needs none.
await renderWhenConfigured(createRoot(container), loadRuntimeConfig(runtimeConfigRequest), <App />);
