import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startRealtimeSession } from './chatSession';

/**
 * Makes sure the page's realtime session runs. It is never stopped on unmount: the host and a
 * remote share it, and it follows the sign-in by itself.
 */
export function useRealtimeSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    startRealtimeSession(queryClient);
  }, [queryClient]);
}
