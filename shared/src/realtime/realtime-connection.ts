import { getRuntimeConfig, useAuthStore } from '@backoffice/shared';
import { realtimeClient } from './realtime-client';

let following = false;

/**
 * Makes the page's one socket follow the sign-in: connected with the access token while signed
 * in, closed after sign-out. Started once (the host's shell and a standalone remote may both ask);
 * it lives as long as the page.
 */
export function startRealtimeConnection(): void {
  if (following) return;
  following = true;
  let token: string | null = null;
  const follow = () => {
    const { isAuthenticated, accessToken } = useAuthStore.getState();
    const next = isAuthenticated ? accessToken : null;
    if (next === token) return;
    token = next;
    if (next) realtimeClient.connect({ apiBaseUrl: getRuntimeConfig().apiBaseUrl, token: next });
    else realtimeClient.close();
  };
  useAuthStore.subscribe(follow);
  follow();
}
