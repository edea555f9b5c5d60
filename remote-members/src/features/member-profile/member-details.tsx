import { formatDate, formatDateTime, formatMoney, type Member } from '@backoffice/shared';
import { Avatar, Card, MemberStatusBadge, StatCard } from '@backoffice/shared/ui';
import styles from './member-profile-page.module.css';

export function MemberDetails({ member }: { member: Member }) {
  return (
    <>
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
      <section aria-label="Member statistics" className={styles.stats}>
        <StatCard label="Funding requests" value={member.stats.fundingRequests} />
        <StatCard
          label="Amount raised"
          value={formatMoney(member.stats.amountRaised, member.currency)}
        />
        <StatCard label="Donations" value={member.stats.donations} />
      </section>
    </>
  );
}
