import { create } from 'zustand';

/**
 * Whether the conversation shows the member details (who the member is, the staff timeline). One
 * choice for every room, kept while the page is open: an agent who hides them wants the room for
 * messages in the next conversation too.
 */
const useMemberDetailsStore = create<{ open: boolean }>(() => ({ open: true }));

export const useMemberDetailsOpen = () => useMemberDetailsStore((state) => state.open);

export function toggleMemberDetails(): void {
  useMemberDetailsStore.setState((state) => ({ open: !state.open }));
}
