import { loadRuntimeConfig } from '@backoffice/shared';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { applyStoredTheme } from '../ui/theme/theme-provider';
import { DevShell, type DevShellProps } from './dev-shell';

/**
 * A remote's standalone page (its bootstrap): reads the runtime config, then renders the remote's
 * App inside the dev shell; a config that cannot load is said on the page.
 */
export async function startStandalone({
  area,
  basePath,
  App,
}: Omit<DevShellProps, 'children'> & { App: ComponentType }): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  applyStoredTheme();
  try {
    await loadRuntimeConfig();
    createRoot(container).render(
      <DevShell area={area} basePath={basePath}>
        <App />
      </DevShell>,
    );
  } catch (error) {
    container.textContent = `Cannot start: ${error instanceof Error ? error.message : String(error)}`;
  }
}
