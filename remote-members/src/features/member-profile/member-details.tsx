import {
  formatDate,
  formatDateTime,
  formatMoney,
  type Member,
  type MemberSummary,
} from '@backoffice/shared';
import { Avatar, Card, MemberStatusBadge, StatCard } from '@backoffice/shared/ui';
import styles from './member-profile-page.module.css';

/** Who the member is: all of it is on the list's row too, so a profile shows it at once. */
export function MemberDetails({ member }: { member: MemberSummary }) {
  return (
    <Card title="Details">
      <div className={styles.identity}>
        <Avatar name={member.fullName} src={member.avatarUrl} size={56} />
        <div>
          <p className={styles.name}>{member.fullName}</p>
          <MemberStatusBadge status={member.status} />{' '}
          <span className={styles.muted}>{member.verified ? 'Verified' : 'Not verified'}</span>
        </div>
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
        <dt>Joined</dt>
        <dd>{formatDate(member.joinedAt)}</dd>
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
