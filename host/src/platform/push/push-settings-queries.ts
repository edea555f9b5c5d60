import { queryOptions } from '@tanstack/react-query';
import { pagePush } from './push-service';

export const pushKeys = {
  all: ['push'] as const,
  adapter: () => [...pushKeys.all, 'adapter'] as const,
};

/** The page's push adapter, or null when push is skipped; chosen once per page. */
export function pushAdapterQuery(load = pagePush.loadAdapter) {
  return queryOptions({
    queryKey: pushKeys.adapter(),
    queryFn: load,
    staleTime: Infinity,
    retry: false,
  });
}
