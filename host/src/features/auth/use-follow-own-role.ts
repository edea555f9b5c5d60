import {
  apiRequest,
  authKeys,
  notifyInfo,
  selectUser,
  staffRoleLabels,
  useAuthStore,
  type AuthUser,
} from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** How often an open dashboard asks for its own role (also whenever its window gets focus). */
const OWN_ROLE_POLL_MS = 30_000;

/** Starts from the stored copy, so signing in or reloading costs no extra request. */
const currentUserQuery = (stored: AuthUser | null) =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => apiRequest('currentUser', { signal }),
    enabled: stored !== null,
    initialData: stored ?? undefined,
    initialDataUpdatedAt: Date.now,
    staleTime: OWN_ROLE_POLL_MS,
    refetchInterval: OWN_ROLE_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

/**
 * The sign-in answer's role is a copy: when an owner changes it (Settings → Staff), the menus and
 * buttons follow within OWN_ROLE_POLL_MS and the person is told, instead of being offered what
 * the api now refuses (or not offered what it now allows). A disabled account meets the 401 that
 * signs it out.
 */
export function useFollowOwnRole(): void {
  const user = useAuthStore(selectUser);
  const { data: current } = useQuery(currentUserQuery(user));
  useEffect(() => {
    if (!current || !user || current.id !== user.id) return;
    if (current.staffRole === user.staffRole) return;
    useAuthStore.getState().updateUser(current);
    if (current.staffRole) {
      notifyInfo(`An owner changed your role to ${staffRoleLabels[current.staffRole]}`);
    }
  }, [current, user]);
}
