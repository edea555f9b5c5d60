import { create } from 'zustand';

/** From here the details have a column of their own; below, they share the conversation's. */
const SIDE_COLUMN_QUERY = '(min-width: 80rem)';

/**
 * Whether the conversation shows the member details (who the member is, the staff timeline). Shown
 * at first where they have their own column, hidden where they would take the messages' height
 * (phones, small windows); then one choice for every room while the page is open: an agent who
 * hides them wants the room for messages in the next conversation too.
 */
const useMemberDetailsStore = create<{ open: boolean }>(() => ({
  open: typeof window.matchMedia !== 'function' || window.matchMedia(SIDE_COLUMN_QUERY).matches,
}));

export const useMemberDetailsOpen = () => useMemberDetailsStore((state) => state.open);

export function toggleMemberDetails(): void {
  useMemberDetailsStore.setState((state) => ({ open: !state.open }));
}
