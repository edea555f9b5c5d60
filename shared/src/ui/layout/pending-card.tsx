import { Skeleton } from '../feedback/skeleton';
import { Card } from './card';

/**
 * A section whose heading is known before its content (a details page shown from its list row):
 * the heading at once, a placeholder marked busy until the content arrives.
 */
export function PendingCard({ title, height = 48 }: { title: string; height?: number }) {
  return (
    <Card title={title}>
      <div aria-busy="true">
        <Skeleton height={height} />
      </div>
    </Card>
  );
}
