import { memberStatusLabels } from '../../lib/member-labels';
import type { MemberStatus } from '@backoffice/shared';

type MemberFilterValues = {
  search?: string | undefined;
  status?: MemberStatus | undefined;
  verified?: 'true' | 'false' | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The active filters in words, so an empty list can say what hides the members. */
export function describeFilters(filters: MemberFilterValues): string[] {
  const parts: string[] = [];
  if (filters.search) parts.push(`search “${filters.search}”`);
  if (filters.status) parts.push(`status ${memberStatusLabels[filters.status]}`);
  if (filters.verified) parts.push(filters.verified === 'true' ? 'verified only' : 'not verified');
  if (filters.from) parts.push(`joined from ${filters.from}`);
  if (filters.to) parts.push(`joined until ${filters.to}`);
  return parts;
}
