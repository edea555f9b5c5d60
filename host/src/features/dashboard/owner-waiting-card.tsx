import { areaPaths, formatCount, formatMoney, formatNearTime } from '@backoffice/shared';
import { Button, Card, Skeleton } from '@backoffice/shared/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '@backoffice/shared/router';
import { healthSummaryQuery } from '../health/health-queries';
import { approvalSettingsQuery } from '../settings/approvals/approval-settings-query';
import { settingsPaths } from '../settings/settings-paths';
import { staffListQuery } from '../settings/staff/staff-queries';
import { fundingQueueQuery, listSearch, ownerSecondApprovalFilters } from './dashboard-queries';
import styles from './dashboard.module.css';

/** One line of the card from one query: a skeleton, its failure with Retry, or what it says. */
function WaitingLine<T>({
  what,
  query,
  render,
}: {
  what: string;
  query: UseQueryResult<T>;
  render: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <li className={styles.listItem} role="status" aria-label={`Loading ${what}`}>
        <Skeleton height={40} />
      </li>
    );
  }
  if (query.isError) {
    return (
      <li className={styles.listItem}>
        <span role="alert" className={styles.kpiError}>
          Could not load {what}: {query.error.message}{' '}
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </span>
      </li>
    );
  }
  const shown = render(query.data);
  return shown ? <li className={styles.listItem}>{shown}</li> : null;
}

/** "2 role changes wait for a second owner", or that none does. */
function roleChangesText(waiting: number): string {
  if (waiting === 0) return 'No role change is waiting for a second owner';
  return waiting === 1
    ? '1 role change waits for a second owner'
    : `${formatCount(waiting)} role changes wait for a second owner`;
}

/**
 * What only an owner can move on: a threshold change and role changes waiting for a second owner,
 * the requests awaiting a second approval, and how the dashboard ran for staff over the last day.
 */
export function OwnerWaitingCard() {
  const approval = useQuery(approvalSettingsQuery());
  const roleChanges = useQuery({
    ...staffListQuery(),
    select: (staff) => staff.filter((member) => member.pendingRole !== null).length,
  });
  const secondApprovals = useQuery(fundingQueueQuery(ownerSecondApprovalFilters));
  const health = useQuery(healthSummaryQuery());
  return (
    <Card title="Waiting on owners">
      <ul className={styles.list} aria-label="Waiting on owners">
        <WaitingLine
          what="the approval threshold"
          query={approval}
          render={({ pending }) =>
            pending ? (
              <>
                <Link to={settingsPaths.approvals}>
                  Approval threshold change to {formatMoney(pending.thresholdUsd, 'USD')} waits for
                  a second owner
                </Link>
                <span className={styles.meta}>
                  Asked by {pending.requestedBy.name}
                  {pending.effectiveAt
                    ? ` · applies on its own ${formatNearTime(pending.effectiveAt)}`
                    : ''}
                </span>
              </>
            ) : (
              <>
                <span className={styles.itemTitle}>No approval threshold change is waiting</span>
                <Link to={settingsPaths.approvals} className={styles.meta}>
                  Approvals
                </Link>
              </>
            )
          }
        />
        <WaitingLine
          what="role changes"
          query={roleChanges}
          render={(waiting) => (
            <>
              <Link to={settingsPaths.staff}>{roleChangesText(waiting)}</Link>
              <span className={styles.meta}>
                A role that can approve or own needs another owner's confirmation
              </span>
            </>
          )}
        />
        <WaitingLine
          what="second approvals"
          query={secondApprovals}
          render={({ total }) => (
            <>
              <Link to={`${areaPaths.submissions}?${listSearch(ownerSecondApprovalFilters)}`}>
                {total === 1
                  ? '1 request awaits your second approval'
                  : `${formatCount(total)} requests await your second approval`}
              </Link>
              <span className={styles.meta}>
                Approved once by someone else, above the threshold
              </span>
            </>
          )}
        />
        <WaitingLine
          what="health"
          query={health}
          render={({ areas }) => {
            const errors = areas
              .flatMap((area) => area.releases)
              .reduce((sum, release) => sum + release.errors, 0);
            return (
              <>
                <Link to={settingsPaths.health}>
                  {errors === 0
                    ? 'No errors in the last 24 hours'
                    : `${formatCount(errors)} ${errors === 1 ? 'error' : 'errors'} in the last 24 hours`}
                </Link>
                <span className={styles.meta}>
                  {areas.length === 0
                    ? 'No visits reported yet'
                    : `Reported by staff browsers in ${formatCount(areas.length)} ${areas.length === 1 ? 'area' : 'areas'}`}
                </span>
              </>
            );
          }}
        />
      </ul>
    </Card>
  );
}
