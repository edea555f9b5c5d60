import { EmptyState, PageLayout, buttonClassName } from '@backoffice/shared/ui';
import { Link } from '@backoffice/shared/router';

/** `backTo`: the list the profile was opened from, with its filters. */
export function MemberNotFound({ memberId, backTo }: { memberId: string; backTo: string }) {
  return (
    <PageLayout title="Member not found">
      <EmptyState
        title={`There is no member with the id ${memberId}.`}
        description="The link may be out of date, or the id mistyped."
        action={
          <Link to={backTo} className={buttonClassName('secondary')}>
            Back to members
          </Link>
        }
      />
    </PageLayout>
  );
}
