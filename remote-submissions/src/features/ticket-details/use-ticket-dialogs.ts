import type { FundingRequest, FundingStatus } from '@backoffice/shared';
import { useReducer } from 'react';
import { decisionRefusal } from './transitions';

/** The one dialog a request's page has open, with what a refused change left in it. */
export type TicketDialog =
  | { kind: 'closed' }
  /** A decision to confirm; `conflictOn`: the version it was refused on (409) with text typed. */
  | { kind: 'decision'; target: FundingStatus; conflictOn: number | null }
  /** Sending a first approval back; `conflicted`: refused with a 409, kept with its reason. */
  | { kind: 'send-back'; conflicted: boolean }
  | { kind: 'shortcuts' };

export type TicketDialogAction =
  | { type: 'decide'; target: FundingStatus }
  | { type: 'decision-conflict'; version: number }
  | { type: 'send-back' }
  | { type: 'send-back-conflict' }
  | { type: 'shortcuts' }
  | { type: 'close' };

const closed: TicketDialog = { kind: 'closed' };

export function ticketDialogReducer(
  dialog: TicketDialog,
  action: TicketDialogAction,
): TicketDialog {
  switch (action.type) {
    case 'decide':
      return { kind: 'decision', target: action.target, conflictOn: null };
    case 'decision-conflict':
      return dialog.kind === 'decision' ? { ...dialog, conflictOn: action.version } : dialog;
    case 'send-back':
      return { kind: 'send-back', conflicted: false };
    case 'send-back-conflict':
      return dialog.kind === 'send-back' ? { ...dialog, conflicted: true } : dialog;
    case 'shortcuts':
      return { kind: 'shortcuts' };
    case 'close':
      return closed;
  }
}

/**
 * A decision refused on an older version is over once the fresh request refuses it too (the toast
 * says who acted and the page shows what they did); one the fresh request still allows stays
 * open, with the text, to confirm again.
 */
function conflictIsOver(dialog: TicketDialog, request: FundingRequest, me: string): boolean {
  return (
    dialog.kind === 'decision' &&
    dialog.conflictOn !== null &&
    request.version !== dialog.conflictOn &&
    decisionRefusal(request, dialog.target, me) !== null
  );
}

/**
 * The page's dialogs (a decision, a send-back, the shortcuts) as one state: one open at a time,
 * each with its conflict. `me` is the signed-in reviewer's id (four-eyes rules refuse their own
 * second approval).
 */
export function useTicketDialogs(request: FundingRequest, me: string) {
  const [dialog, dispatch] = useReducer(ticketDialogReducer, closed);
  // Follows the request while rendering (React's pattern for state derived from a prop): an
  // effect would show the stale dialog over the fresh request for a frame.
  if (conflictIsOver(dialog, request, me)) dispatch({ type: 'close' });
  return [dialog, dispatch] as const;
}
