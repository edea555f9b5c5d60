import { clearAllDrafts, confirmLeavePage, revokeSessionOnServer } from '@backoffice/shared';
import { useNavigate } from '@backoffice/shared/router';
import { useCallback } from 'react';
import { unregisterPushBeforeSignOut } from '../../platform/push/push-service';
import { signOutState } from './sign-out-state';

/**
 * Ends the session and goes to /login, where the login state is cleared. Logging out first would
 * let the protected page redirect on its own, with a `next` back to the page the admin just left.
 * This session's query cache goes with the signed-in shell, which /login unmounts.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // Signing out leaves the page too: unsaved changes ask first.
    if (!confirmLeavePage()) return;
    // The device's push registration goes first, while the api still accepts the access token.
    void unregisterPushBeforeSignOut().then(() => {
      // Reads the tokens now, before /login clears them; the api refuses them from then on.
      void revokeSessionOnServer();
      // Nothing this admin typed stays in the tab for the next one (chat replies, notes).
      clearAllDrafts();
      void navigate('/login', { replace: true, state: signOutState });
    });
  }, [navigate]);
}
