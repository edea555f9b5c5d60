import { loadRuntimeConfig } from '@backoffice/shared/session';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ErrorScreen } from './features/screens/error-screen';
import { LoadingScreen } from './features/screens/loading-screen';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
root.render(<LoadingScreen />);

try {
  // A bad runtime config stops everything, since talking to the wrong api is worse than not
  // starting. The remotes are registered after sign-in (SignedInShell): /login needs none.
  await loadRuntimeConfig();
  root.render(<App />);
} catch (error) {
  console.error('The back-office could not start', error);
  root.render(<ErrorScreen />);
}
