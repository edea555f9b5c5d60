import { loadRuntimeConfig } from '@backoffice/shared';
import { DevShell } from '@backoffice/shared/dev-shell';
import { createRoot } from 'react-dom/client';
import App from './App';

// Only the standalone page runs this file; inside the host, federation loads ./App directly.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
try {
  await loadRuntimeConfig();
  createRoot(container).render(
    <DevShell area="Coupons" basePath="/coupons">
      <App />
    </DevShell>,
  );
} catch (error) {
  container.textContent = `Cannot start: ${error instanceof Error ? error.message : String(error)}`;
}
