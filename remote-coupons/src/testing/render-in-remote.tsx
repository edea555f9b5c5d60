import { ACCESS_TOKEN_KEY, createQueryClient, toastContainerProps } from '@backoffice/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from '@backoffice/shared/router';
import { ToastContainer } from 'react-toastify';

/** Shows the router's URL so a test can read what the page put there. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `ui` inside what the host gives this remote: a QueryClient with the app's defaults, a
 * router at `url`, and the toast container.
 */
export function renderInRemote(
  ui: ReactElement,
  { url = '/coupons' }: { url?: string } = {},
): RenderResult & { queryClient: QueryClient } {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'test-token');
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
      <ToastContainer {...toastContainerProps} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
