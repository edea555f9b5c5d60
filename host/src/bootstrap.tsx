import { loadRuntimeConfig } from '@backoffice/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initFederation } from './features/federation/federation-runtime';
import { ErrorScreen } from './features/screens/ErrorScreen';
import { LoadingScreen } from './features/screens/LoadingScreen';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
root.render(<LoadingScreen />);

try {
  // remotes.json problems only take the areas down (initFederation never rejects); a bad runtime
  // config stops everything, since talking to the wrong api is worse than not starting.
  await Promise.all([loadRuntimeConfig(), initFederation()]);
  root.render(<App />);
} catch (error) {
  console.error('The back-office could not start', error);
  root.render(<ErrorScreen />);
}
