import { setUnauthorizedHandler } from './unauthorized';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from '@backoffice/shared/router';
import { loginPathFor, sessionEndedState } from '@backoffice/shared/session';

/**
 * docs/spec.md §8: a 401 on any call sends the user to /login (the HTTP client has already dropped the
 * token). Lives inside the router so it can navigate without a page load.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      // Another admin may sign in next: nothing of this session's data may show.
      queryClient.clear();
      const { pathname, search } = window.location;
      void navigate(loginPathFor(pathname + search), { replace: true, state: sessionEndedState });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, queryClient]);
  return null;
}
