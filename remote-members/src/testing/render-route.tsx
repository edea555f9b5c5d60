import { ACCESS_TOKEN_KEY, createQueryClient, toastContainerProps } from '@backoffice/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@backoffice/shared/router';
import { ToastContainer } from 'react-toastify';

/** Shows where the router is, so a test can read the URL the page put there. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `element` at `path` (a route pattern) starting from `url`, inside the providers the host
 * gives a remote: a QueryClient with the app's defaults, a router and the toast container.
 */
export function renderRoute(
  element: ReactNode,
  {
    path,
    url,
    seed,
  }: {
    path: string;
    url: string;
    /** Fills the cache before the first render (what a list left there). */
    seed?: (queryClient: QueryClient) => void;
  },
): RenderResult & { queryClient: QueryClient } {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'test-token');
  const queryClient = createQueryClient();
  seed?.(queryClient);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Left the members area</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <ToastContainer {...toastContainerProps} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
