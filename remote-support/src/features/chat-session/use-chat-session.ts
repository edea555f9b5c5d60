import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startChatSession } from './chat-session';

/**
 * Makes sure the page's chat session runs. It is never stopped on unmount: the signed-in shell and
 * the support page share it, and it follows the sign-in by itself.
 */
export function useChatSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    startChatSession(queryClient);
  }, [queryClient]);
}
