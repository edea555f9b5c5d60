import type { ReactNode } from 'react';
import { Skeleton } from '../feedback/skeleton';
import { Card } from './card';

/**
 * A section whose heading is known before its content (a details page shown from its list row):
 * the heading at once, a placeholder marked busy until the content arrives. `children` go under
 * the placeholder: what the person should know meanwhile.
 */
export function PendingCard({
  title,
  height = 48,
  children,
}: {
  title: string;
  height?: number;
  children?: ReactNode;
}) {
  return (
    <Card title={title}>
      <div aria-busy="true">
        <Skeleton height={height} />
      </div>
      {children}
    </Card>
  );
}
