import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { unregisterPushBeforeSignOut } from '../push/push-service';
import { signOutState } from './sign-out-state';

/**
 * Goes to /login and lets the login page end the session there. Logging out first would let the
 * protected page redirect on its own, with a `next` back to the page the admin just left.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // The device's push registration goes first, while the api still accepts the access token.
    void unregisterPushBeforeSignOut().then(() =>
      navigate('/login', { replace: true, state: signOutState }),
    );
  }, [navigate]);
}
