import {
  EntityHistory,
  LiveRefreshStatus,
  memberKeys,
  useDocumentTitle,
  useListedItem,
  type MemberSummary,
} from '@backoffice/shared';
import { ErrorState, PageLayout, PendingCard, Skeleton } from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from '@backoffice/shared/router';
import { RecordPresenceNote, useRecordPresence } from '@backoffice/shared/realtime';
import { membersHref } from '../../lib/member-links';
import { MemberDetails, MemberFacts, MemberStatistics } from './member-details';
import { MemberFundingRequests } from './member-funding-requests';
import { MemberProfileTimeline } from './member-timeline';
import { MemberNotFound } from './member-not-found';
import { isNotFound, memberDetailQuery } from './member-profile-queries';
import { MemberProfileForm } from './member-profile-form';
import { MemberReports } from './member-reports';
import { MemberStatusActions } from './member-status-actions';
import { MessageMemberButton } from './message-member-button';
import styles from './member-profile-page.module.css';

export function MemberProfilePage() {
  const { memberId = '' } = useParams();
  const { search } = useLocation();
  const breadcrumbs = <Link to={membersHref(search)}>Members</Link>;
  const member = useQuery(memberDetailQuery(memberId));
  // What the list already fetched about the member: shown at once, while the profile's request runs.
  const known = useListedItem<MemberSummary>(memberKeys.lists(), memberId);
  useDocumentTitle(member.data?.fullName ?? memberId, 'Members');
  // Who else has this member open (said once the profile shows); this one views it from the start.
  const others = useRecordPresence('member', memberId);

  // A live refresh that fails keeps the profile shown (and what is typed on it); only a first
  // load that fails, or a member found removed, replaces the page.
  if (member.isError && (member.data === undefined || isNotFound(member.error))) {
    if (isNotFound(member.error))
      return <MemberNotFound memberId={memberId} backTo={membersHref(search)} />;
    return (
      <PageLayout title="Member" breadcrumbs={breadcrumbs}>
        <ErrorState
          title="Could not load the member"
          message={member.error.message}
          onRetry={() => void member.refetch()}
          retrying={member.isFetching}
        />
      </PageLayout>
    );
  }

  if (member.data === undefined) {
    if (known) return <MemberPreview known={known} breadcrumbs={breadcrumbs} />;
    return (
      <PageLayout title="Loading member…" breadcrumbs={breadcrumbs}>
        <MemberStatistics />
        <Skeleton height={240} />
      </PageLayout>
    );
  }
  const data = member.data;
  return (
    <PageLayout
      title={data.fullName}
      description={data.email}
      breadcrumbs={breadcrumbs}
      actions={
        <>
          {/* A failed live refresh keeps the profile; this says it may be behind. */}
          <LiveRefreshStatus query={member} />
          <MessageMemberButton memberId={data.id} />
        </>
      }
    >
      <MemberFacts member={data} />
      <RecordPresenceNote lines={others} />
      <MemberDetails member={data} />
      <MemberStatistics member={data} />
      <MemberReports member={data} />
      <div className={styles.columns}>
        <MemberStatusActions member={data} />
        {/* Keyed by id: another member's profile starts from that member's values. */}
        <MemberProfileForm key={data.id} member={data} />
      </div>
      <MemberFundingRequests member={data} />
      <MemberProfileTimeline memberId={data.id} />
      <EntityHistory type="member" id={data.id} revision={data.lastChange?.at} />
    </PageLayout>
  );
}

/**
 * The member as the list's row knows them, the moment the row is clicked: name, email and
 * details at once, the other sections' headings with placeholders until the profile answers.
 */
function MemberPreview({ known, breadcrumbs }: { known: MemberSummary; breadcrumbs: ReactNode }) {
  return (
    <PageLayout title={known.fullName} description={known.email} breadcrumbs={breadcrumbs}>
      <MemberFacts member={known} />
      <MemberDetails member={known} />
      <MemberStatistics />
      <div className={styles.columns}>
        <PendingCard title="Account" />
        <PendingCard title="Contact details" />
      </div>
      <PendingCard title="Funding requests" />
      <PendingCard title="Timeline" />
      <PendingCard title="History" />
    </PageLayout>
  );
}
