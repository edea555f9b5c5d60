import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatRelativeTime,
  type Member,
  type MemberSummary,
} from '@backoffice/shared';
import { Avatar, Card, FactStrip, MemberStatusBadge, StatCard } from '@backoffice/shared/ui';
import styles from './member-profile-page.module.css';

/**
 * The member at a glance, under their name (the email beside it): the status, whether verified,
 * when they joined and were last active. All of it is on the list's row too, so a profile shows it
 * at once.
 */
export function MemberFacts({ member }: { member: MemberSummary }) {
  return (
    <FactStrip
      label="About this member"
      facts={[
        { term: 'Status', value: <MemberStatusBadge status={member.status} /> },
        { term: 'Verified', value: member.verified ? 'Verified' : 'Not verified' },
        {
          term: 'Joined',
          value: <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>,
        },
        {
          term: 'Last active',
          value: member.lastActiveAt ? formatRelativeTime(member.lastActiveAt) : 'Never',
        },
      ]}
    />
  );
}

/** How to reach the member and where they are. */
export function MemberDetails({ member }: { member: MemberSummary }) {
  return (
    <Card title="Details">
      <div className={styles.identity}>
        <Avatar name={member.fullName} src={member.avatarUrl} size={56} />
        <p className={styles.name}>{member.fullName}</p>
      </div>
      <dl className={styles.details}>
        <dt>Member id</dt>
        <dd>{member.id}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${member.email}`}>{member.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{member.phone}</dd>
        <dt>Location</dt>
        <dd>{member.location}</dd>
        <dt>Last active</dt>
        <dd>{member.lastActiveAt ? formatDateTime(member.lastActiveAt) : 'Never'}</dd>
      </dl>
    </Card>
  );
}

/** The member's figures; without a member, their places while the profile's request runs. */
export function MemberStatistics({ member }: { member?: Member }) {
  const stats = member?.stats;
  return (
    <section
      aria-label="Member statistics"
      className={styles.stats}
      aria-busy={member ? undefined : true}
    >
      <StatCard label="Funding requests" value={stats?.fundingRequests ?? null} loading={!stats} />
      <StatCard
        label="Amount raised"
        value={member ? formatMoney(member.stats.amountRaised, member.currency) : null}
        loading={!stats}
      />
      <StatCard label="Donations" value={stats?.donations ?? null} loading={!stats} />
    </section>
  );
}
