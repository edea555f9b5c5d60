import { DUE_SORT } from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';

/**
 * The "Due first" order (`sort=dueAt`): pressed, the request due soonest (or most overdue) comes
 * first; pressed again, the list's own order returns (the review queue: oldest first).
 */
export function DueFirstButton({
  sort,
  onSortChange,
  className,
}: {
  sort: string | undefined;
  onSortChange: (sort: string | undefined) => void;
  className?: string;
}) {
  const pressed = sort === DUE_SORT;
  return (
    <Button
      variant={pressed ? 'primary' : 'secondary'}
      size="sm"
      className={className}
      aria-pressed={pressed}
      onClick={() => onSortChange(pressed ? undefined : DUE_SORT)}
    >
      Due first
    </Button>
  );
}
