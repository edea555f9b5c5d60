import type { BulkItemResult, FundingStatus } from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import { describeBulkOutcome, skipReason } from './describe-bulk-outcome';
import type { BulkChangeAnswer } from './use-bulk-status-change';
import styles from './bulk-actions.module.css';

/** The answer to a bulk change: the counts, then each request by id and title (the skipped with why). */
export function BulkOutcome({
  results,
  unconfirmed,
  to,
  titles,
  onDismiss,
}: {
  results: readonly BulkItemResult[];
  unconfirmed?: BulkChangeAnswer['unconfirmed'];
  to: FundingStatus;
  titles: ReadonlyMap<string, string>;
  onDismiss: () => void;
}) {
  const skipped = results.filter(
    (result): result is Extract<BulkItemResult, { outcome: 'skipped' }> =>
      result.outcome === 'skipped',
  );
  const awaiting = results.filter((result) => result.outcome === 'awaiting_second_approval');
  const changed = results.filter((result) => result.outcome === 'changed');
  return (
    <section role="status" aria-label="Bulk action result" className={styles.outcome}>
      <p className={styles.summary}>{describeBulkOutcome(results, to)}</p>
      {unconfirmed && (
        <p role="alert" className={styles.stopped}>
          {`The change stopped: ${unconfirmed.message}. ${unconfirmed.ids.length} of the selected requests got no answer: they stay selected, check them before trying again.`}
        </p>
      )}
      {changed.length > 0 && (
        <ul aria-label="Changed requests">
          {changed.map((result) => (
            <li key={result.id}>
              {result.id} {titles.get(result.id) ?? ''}
            </li>
          ))}
        </ul>
      )}
      {awaiting.length > 0 && (
        <>
          <p>Above the approval threshold, awaiting a second approval by someone else:</p>
          <ul aria-label="Awaiting a second approval">
            {awaiting.map((result) => (
              <li key={result.id}>
                {result.id} {titles.get(result.id) ?? ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {skipped.length > 0 && (
        <>
          <p>Skipped, and still selected:</p>
          <ul aria-label="Skipped requests">
            {skipped.map((result) => (
              <li key={result.id}>
                {result.id} {titles.get(result.id) ?? ''}: {skipReason(result)}
              </li>
            ))}
          </ul>
        </>
      )}
      <Button variant="secondary" onClick={onDismiss}>
        Dismiss
      </Button>
    </section>
  );
}
