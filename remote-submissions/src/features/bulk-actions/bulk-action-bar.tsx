import {
  apiRequest,
  notifyError,
  PermittedButton,
  RefusalReason,
  SelectionBar,
  updateFundingRequestSchema,
  type FundingListFilters,
  type FundingRequestSummary,
  type FundingStatus,
  type ListSelection,
} from '@backoffice/shared';
import { ConfirmDialog, TextAreaField } from '@backoffice/shared/ui';
import { useState } from 'react';
import { SaveFailure } from '../../lib/save-failure';
import { toFundingCsvRow } from '../submissions-list/export-csv-button';

import { BulkOutcome } from './bulk-outcome';
import { useBulkStatusChange, type BulkChangeAnswer } from './use-bulk-status-change';
import styles from './bulk-actions.module.css';

type BulkActionBarProps = {
  selection: ListSelection<FundingRequestSummary>;
  /** Every request the filter matches (all pages). */
  total: number | undefined;
  filters: Omit<FundingListFilters, 'page' | 'limit'>;
};

const directActions = [
  { status: 'under_review', label: 'Start review', variant: 'secondary' },
  { status: 'approved', label: 'Approve selected', variant: 'primary' },
] as const;

/**
 * Issue 22: what to do with the selected requests. Each request is changed on its own by the api;
 * the ones it skipped are listed and stay selected, the changed ones are let go.
 */
export function BulkActionBar({ selection, total, filters }: BulkActionBarProps) {
  const change = useBulkStatusChange();
  const [outcome, setOutcome] = useState<
    BulkChangeAnswer & { to: FundingStatus; titles: ReadonlyMap<string, string> }
  >();
  const [rejecting, setRejecting] = useState(false);

  const run = (status: FundingStatus, reason?: string) => {
    // Taken now: the requests the change goes through are let go of the selection, with their rows.
    const titles = new Map(selection.rows.map((row) => [row.id, row.title]));
    change.mutate(
      { ids: selection.ids, status, reason },
      {
        onSuccess: ({ results, unconfirmed }) => {
          setOutcome({ results, unconfirmed, to: status, titles });
          setRejecting(false);
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
          <PermittedButton
            key={action.status}
            permission="decideFunding"
            variant={action.variant}
            loading={change.isPending && change.variables.status === action.status}
            disabled={change.isPending}
            onClick={() => run(action.status)}
          >
            {action.label}
          </PermittedButton>
        ))}
        <PermittedButton
          permission="decideFunding"
          variant="danger"
          disabled={change.isPending}
          onClick={() => {
            // The dialog shows its own try's failure, not one an earlier action left.
            change.reset();
            setRejecting(true);
          }}
        >
          Reject selected
        </PermittedButton>
        <RefusalReason permission="decideFunding" className={styles.refusedReason} />
      </SelectionBar>
      {rejecting && (
        <RejectDialog
          count={selection.count}
          pending={change.isPending}
          failure={change.error?.message}
          onConfirm={(reason) => run('rejected', reason)}
          onClose={() => setRejecting(false)}
        />
      )}
    </>
  );
}

/** One reason for every selected request; checked with the single change's rule. */
function RejectDialog({
  count,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  count: number;
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
      title={`Reject ${count} selected`}
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
