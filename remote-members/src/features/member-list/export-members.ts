import {
  apiRequest,
  collectAllPages,
  downloadCsv,
  formatDate,
  notifyError,
  notifyInfo,
  notifySuccess,
  type CsvRow,
  type MemberListFilters,
  type MemberSummary,
} from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { memberStatusLabels } from '../../lib/member-labels';

/** One CSV row per member: the columns of the full export and of Export selected. */
export function toMemberCsvRow(member: MemberSummary): CsvRow {
  return {
    id: member.id,
    name: member.fullName,
    email: member.email,
    phone: member.phone,
    status: memberStatusLabels[member.status],
    verified: member.verified ? 'yes' : 'no',
    location: member.location,
    joined: member.joinedAt,
    lastActive: member.lastActiveAt ?? '',
  };
}

/** Every member the filters match (not just the visible page), as a CSV download. */
export async function exportMembersCsv(filters: MemberListFilters): Promise<number> {
  const members = await collectAllPages((page, limit) =>
    apiRequest('memberList', { query: { ...filters, page, limit } }),
  );
  // Nothing is downloaded for an empty filter: an empty file would only puzzle whoever opens it.
  if (members.length === 0) return 0;
  await downloadCsv(
    `members-${formatDate(new Date(), 'yyyy-MM-dd')}.csv`,
    members.map(toMemberCsvRow),
  );
  return members.length;
}

export function useExportMembers() {
  return useMutation({
    mutationFn: exportMembersCsv,
    onSuccess: (count) =>
      count === 0
        ? notifyInfo('Nothing to export: no member matches these filters')
        : notifySuccess(`Exported ${count} ${count === 1 ? 'member' : 'members'} to CSV`),
    onError: (error) => notifyError(`Export failed: ${error.message}`),
  });
}
