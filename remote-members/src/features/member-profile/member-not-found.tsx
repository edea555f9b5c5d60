import { areaPaths } from '@backoffice/shared';
import { EmptyState, PageLayout, buttonClassName } from '@backoffice/shared/ui';
import { Link } from '@backoffice/shared/router';

export function MemberNotFound({ memberId }: { memberId: string }) {
  return (
    <PageLayout title="Member not found">
      <EmptyState
        title={`There is no member with the id ${memberId}.`}
        description="The link may be out of date, or the id mistyped."
        action={
          <Link to={areaPaths.members} className={buttonClassName('secondary')}>
            Back to members
          </Link>
        }
      />
    </PageLayout>
  );
}
