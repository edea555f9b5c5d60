import {
  auditEntityText,
  auditKindLabels,
  describeChangeLine,
  formatDateTime,
  type AuditEntry,
} from '@backoffice/shared';
import { Card } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@backoffice/shared/router';
import { activityQuery } from '../settings/activity/activity-queries';
import { recordHref } from '../settings/activity/activity-rows';
import { TrailIntegrity } from '../settings/activity/trail-integrity';
import { settingsPaths } from '../settings/settings-paths';
import { recentActivityFilters } from './dashboard-queries';
import { AuditHead } from './audit-head';
import { WorkCard } from './work-card';
import styles from './dashboard.module.css';

function ActivityRow({ entry }: { entry: AuditEntry }) {
  const href = recordHref(entry.entity);
  const what = `${auditKindLabels[entry.kind]}: ${auditEntityText(entry.entity)}`;
  const change = describeChangeLine(entry);
  return (
    <div className={styles.workMain}>
      {href ? <Link to={href}>{what}</Link> : <span className={styles.itemTitle}>{what}</span>}
      <span className={styles.meta}>
        {entry.actor.name} · {formatDateTime(entry.at)}
        {change ? ` · ${change}` : ''}
      </span>
    </div>
  );
}

/**
 * An auditor's first screen: whether the trail is intact and its signed head, then what happened
 * last.
 */
export function AuditorDashboard() {
  const activity = useQuery(activityQuery(recentActivityFilters));
  return (
    <div className={styles.work}>
      <Card title="Audit chain">
        <TrailIntegrity />
        <AuditHead />
      </Card>
      <WorkCard
        title="Recent activity"
        query={activity}
        items={activity.data?.items}
        listLabel="Recent activity, newest first"
        empty={{ title: 'No activity yet' }}
        getKey={(entry) => entry.id}
        renderItem={(entry) => <ActivityRow entry={entry} />}
        footer={<Link to={settingsPaths.activity}>Open the whole activity trail</Link>}
      />
    </div>
  );
}
