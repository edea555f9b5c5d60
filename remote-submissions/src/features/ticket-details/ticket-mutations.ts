import {
  apiRequest,
  awaitingSecondApprovalText,
  fundingKeys,
  isApiError,
  notifyError,
  notifySuccess,
  type FundingRequest,
  type FundingStatus,
} from '@backoffice/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { statusLabels } from '../../lib/labels';

/** A decision's toast names the request: "FR-10110 approved". */
export function decisionToast(id: string, status: FundingStatus): string {
  if (status === 'approved' || status === 'rejected') return `${id} ${status}`;
  return `${id}: status changed to ${statusLabels[status]}`;
}

/** The api refused the transition: the request changed since this page loaded it. */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

export type StatusChange = {
  status: FundingStatus;
  reason?: string;
  noteToRequester?: string;
  /** The version the dialog was opened on; the request shown otherwise. */
  version?: number;
};

/**
 * Changes the status (and optionally sends the reason as a note in the same step). Success and a
 * 409 both refresh the whole area, so the list, the summary and the dashboard figures follow; a
 * 409 means someone else acted first, so the server's answer is shown and fresh data loaded.
 */
export function useChangeStatus(request: Pick<FundingRequest, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ status, reason, noteToRequester, version }: StatusChange) => {
      const updated = await apiRequest('updateFundingRequest', {
        params: { id: request.id },
        // The version shown: a change someone made meanwhile is a 409, never overwritten.
        body: { status, reason: reason || undefined, version: version ?? request.version },
      });
      let noteError: string | null = null;
      if (noteToRequester) {
        try {
          await apiRequest('sendNote', {
            params: { id: request.id },
            body: { content: noteToRequester },
          });
        } catch (error) {
          noteError = error instanceof Error ? error.message : String(error);
        }
      }
      return { updated, noteError };
    },
    onSuccess: ({ updated, noteError }) => {
      queryClient.setQueryData(fundingKeys.detail(updated.id), updated);
      // An approval above the threshold is the first of two; say so, not "Under review".
      notifySuccess(
        updated.firstApproval
          ? `${updated.id}: ${awaitingSecondApprovalText(updated.firstApproval.by.name)}`
          : decisionToast(updated.id, updated.status),
      );
      if (noteError) notifyError(`The status changed, but the note was not sent: ${noteError}`);
      return queryClient.invalidateQueries({ queryKey: fundingKeys.all });
    },
    onError: (error) => refusedDecision(queryClient, error),
  });
}

/** The second reviewer sends an awaiting approval back, saying why. */
export function useSendBack(request: Pick<FundingRequest, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, version }: { reason: string; version: number }) =>
      apiRequest('sendBackFundingRequest', {
        params: { id: request.id },
        body: { reason, version },
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(fundingKeys.detail(updated.id), updated);
      notifySuccess(`${updated.id} sent back: the first approval is withdrawn`);
      return queryClient.invalidateQueries({ queryKey: fundingKeys.all });
    },
    onError: (error) => refusedDecision(queryClient, error),
  });
}

/** A refused decision says why; a 409 (someone acted first) also loads the fresh data. */
function refusedDecision(queryClient: QueryClient, error: Error) {
  notifyError(error.message);
  if (isConflict(error)) return queryClient.invalidateQueries({ queryKey: fundingKeys.all });
}

export function useSendNote(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest('sendNote', { params: { id: requestId }, body: { content } }),
    onSuccess: () => {
      notifySuccess('Note sent to the requester');
      return queryClient.invalidateQueries({ queryKey: fundingKeys.detail(requestId) });
    },
  });
}

/** Saves the note typed on top of `version`; a 409 means someone saved in between. */
export function useSavePrivateNote(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ note, version }: { note: string; version: number }) =>
      apiRequest('privateNote', { params: { id: requestId }, body: { note, version } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(fundingKeys.detail(updated.id), updated);
    },
    onError: (error) => {
      if (isConflict(error)) {
        return queryClient.invalidateQueries({ queryKey: fundingKeys.detail(requestId) });
      }
    },
  });
}
