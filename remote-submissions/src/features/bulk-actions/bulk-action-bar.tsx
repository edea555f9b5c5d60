import {
  ActionButton,
  apiRequest,
  nameItems,
  needsSecondApproval,
  notifyError,
  SelectionBar,
  updateFundingRequestSchema,
  type FundingListFilters,
  type FundingRequestSummary,
  type FundingStatus,
  type ListSelection,
} from '@backoffice/shared';
import { ConfirmDialog, TextAreaField } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { approvalRuleQuery } from '../../lib/funding-queries';
import { SaveFailure } from '../../lib/save-failure';
import { toFundingCsvRow } from '../submissions-list/export-csv-button';

import { BulkOutcome } from './bulk-outcome';
import { useBulkStatusChange, type BulkChangeAnswer } from './use-bulk-status-change';

type BulkActionBarProps = {
  selection: ListSelection<FundingRequestSummary>;
  /** Every request the filter matches (all pages). */
  total: number | undefined;
  filters: Omit<FundingListFilters, 'page' | 'limit'>;
};

const directActions = [
  { status: 'under_review', action: 'startReview', label: 'Start review', variant: 'secondary' },
  { status: 'approved', action: 'bulkApprove', label: 'Approve selected', variant: 'primary' },
] as const;
type DirectAction = (typeof directActions)[number];

/** "Approve FR-10110, FR-10080?": a bulk action names what it acts on, like a single one. */
const confirmTitles: Record<DirectAction['status'], (names: string) => string> = {
  approved: (names) => `Approve ${names}?`,
  under_review: (names) => `Start the review of ${names}?`,
};

/**
 * What to do with the selected requests. Each request is changed on its own by the api;
 * the ones it skipped are listed and stay selected, the changed ones are let go.
 */
export function BulkActionBar({ selection, total, filters }: BulkActionBarProps) {
  const change = useBulkStatusChange();
  const [outcome, setOutcome] = useState<
    BulkChangeAnswer & { to: FundingStatus; titles: ReadonlyMap<string, string> }
  >();
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState<DirectAction>();

  const run = (status: FundingStatus, reason?: string) => {
    // Taken now: the requests the change goes through are let go of the selection, with their rows.
    const titles = new Map(selection.rows.map((row) => [row.id, row.title]));
    change.mutate(
      { ids: selection.ids, status, reason },
      {
        onSuccess: ({ results, unconfirmed }) => {
          setOutcome({ results, unconfirmed, to: status, titles });
          setRejecting(false);
          setConfirming(undefined);
          selection.keepOnly([
            ...results.filter((result) => result.outcome === 'skipped').map((result) => result.id),
            ...(unconfirmed?.ids ?? []),
          ]);
        },
        onError: (error) => notifyError(`The bulk change failed: ${error.message}`),
      },
    );
  };

  return (
    <>
      {outcome && (
        <BulkOutcome
          results={outcome.results}
          unconfirmed={outcome.unconfirmed}
          to={outcome.to}
          titles={outcome.titles}
          onDismiss={() => setOutcome(undefined)}
        />
      )}
      <SelectionBar
        selection={selection}
        total={total}
        fetchPage={(page, limit) =>
          apiRequest('fundingList', { query: { ...filters, page, limit } })
        }
        fileName="funding-requests"
        toCsvRow={toFundingCsvRow}
      >
        {directActions.map((action) => (
          <ActionButton
            key={action.status}
            action={action.action}
            variant={action.variant}
            loading={change.isPending && change.variables.status === action.status}
            disabled={change.isPending}
            onClick={() => {
              change.reset();
              setConfirming(action);
            }}
          >
            {action.label}
          </ActionButton>
        ))}
        <ActionButton
          action="bulkReject"
          variant="danger"
          disabled={change.isPending}
          onClick={() => {
            // The dialog shows its own try's failure, not one an earlier action left.
            change.reset();
            setRejecting(true);
          }}
        >
          Reject selected
        </ActionButton>
      </SelectionBar>
      {confirming && (
        <DirectActionDialog
          action={confirming}
          ids={selection.ids}
          rows={selection.rows}
          pending={change.isPending}
          failure={change.error?.message}
          onConfirm={() => run(confirming.status)}
          onClose={() => setConfirming(undefined)}
        />
      )}
      {rejecting && (
        <RejectDialog
          ids={selection.ids}
          pending={change.isPending}
          failure={change.error?.message}
          onConfirm={(reason) => run('rejected', reason)}
          onClose={() => setRejecting(false)}
        />
      )}
    </>
  );
}

/**
 * Asks before a bulk change, naming the requests (the first five, then how many more). Approving
 * above the four-eyes threshold is only a first approval: the dialog says which requests wait for
 * a second person, so nobody reads "approved" where the request stays under review.
 */
function DirectActionDialog({
  action,
  ids,
  rows,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  action: DirectAction;
  ids: readonly string[];
  rows: readonly FundingRequestSummary[];
  pending: boolean;
  failure: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const rule = useQuery({ ...approvalRuleQuery(), enabled: action.status === 'approved' });
  const thresholdUsd = rule.data?.thresholdUsd;
  const firstApprovals =
    action.status === 'approved' && thresholdUsd !== undefined
      ? rows
          .filter((row) => needsSecondApproval(row.amountRequested, row.currency, thresholdUsd))
          .map((row) => row.id)
      : [];
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={confirmTitles[action.status](nameItems(ids))}
      description={
        firstApprovals.length > 0
          ? `Above the approval threshold, so only a first approval: ${nameItems(firstApprovals)}. Someone else gives the second.`
          : 'Each request is changed on its own; any that cannot be are listed afterwards.'
      }
      confirmLabel={action.label}
      pending={pending}
      onConfirm={onConfirm}
    >
      <SaveFailure message={failure} />
    </ConfirmDialog>
  );
}

/** One reason for every selected request; checked with the single change's rule. */
function RejectDialog({
  ids,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  ids: readonly string[];
  pending: boolean;
  /** Why the last try failed as a whole (nothing changed); the reason stays for another try. */
  failure: string | undefined;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => {
    const parsed = updateFundingRequestSchema.safeParse({
      status: 'rejected',
      reason: reason.trim() || undefined,
    });
    if (!parsed.success) setError(parsed.error.issues[0]?.message);
    else onConfirm(parsed.data.reason ?? '');
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Reject ${nameItems(ids)}?`}
      description="Each request that may be rejected gets this reason in its history."
      confirmLabel="Reject selected"
      tone="danger"
      pending={pending}
      onConfirm={confirm}
    >
      <TextAreaField
        label="Reason for rejecting"
        required
        rows={3}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
      <SaveFailure message={failure} />
    </ConfirmDialog>
  );
}
