import { createQueryClient } from '@backoffice/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@backoffice/shared/router';

/** Shows the current URL so a test can read what the page wrote into it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `element` at `path` inside the providers the host gives a remote. */
export function renderWithProviders(
  element: ReactElement,
  {
    url = '/',
    path = '*',
    from,
    seed,
  }: {
    url?: string;
    path?: string;
    /** Where the person came from, as in-app history before `url` (else `url` is the tab's first page). */
    from?: string;
    /** Fills the cache before the first render (what a list left there). */
    seed?: (queryClient: QueryClient) => void;
  } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
  seed?.(queryClient);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={from === undefined ? [url] : [from, url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
