import { formatDateTime, formatRelativeTime, type Member } from '@backoffice/shared';
import { Card } from '@backoffice/shared/ui';
import styles from './member-profile-page.module.css';

/** What other members reported about this one (who, why, when); a "Member reported" lands here. */
export function MemberReports({ member }: { member: Member }) {
  if (member.reports.length === 0) return null;
  return (
    <Card title={`Reports (${member.reports.length})`}>
      <ul className={styles.reportList} aria-label="Reports about this member">
        {member.reports.map((report) => (
          <li key={report.id} className={styles.reportItem}>
            <p className={styles.reportReason}>{report.reason}</p>
            <p className={styles.muted}>
              Reported by {report.reporter.fullName} ·{' '}
              <time dateTime={report.createdAt} title={formatDateTime(report.createdAt)}>
                {formatRelativeTime(report.createdAt)}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
