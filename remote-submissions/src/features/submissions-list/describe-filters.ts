import { FUNDING_SECOND_APPROVAL_QUEUE, formatDate } from '@backoffice/shared';
import { categoryLabels, statusLabels } from '../../lib/labels';
import type { ListParams } from '../../lib/list-params';

/** Names the filters in force, so an empty list says what hides everything. */
export function describeFilters(params: ListParams): string {
  const parts: string[] = [];
  if (params.status) parts.push(`status "${statusLabels[params.status]}"`);
  if (params.category) parts.push(`category "${categoryLabels[params.category]}"`);
  if (params.queue === FUNDING_SECOND_APPROVAL_QUEUE) {
    parts.push('the requests awaiting your second approval');
  } else if (params.queue) parts.push('the review queue');
  if (params.search) parts.push(`search "${params.search}"`);
  if (params.from && params.to) {
    parts.push(`created ${formatDate(params.from)} – ${formatDate(params.to)}`);
  } else if (params.from) {
    parts.push(`created since ${formatDate(params.from)}`);
  } else if (params.to) {
    parts.push(`created up to ${formatDate(params.to)}`);
  }
  if (!parts.length) return 'There are no funding requests yet.';
  return `No funding request matches ${parts.join(', ')}.`;
}
