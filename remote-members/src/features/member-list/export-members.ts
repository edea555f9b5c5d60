import {
  apiRequest,
  useExportAll,
  type CsvRow,
  type MemberListFilters,
  type MemberSummary,
} from '@backoffice/shared';
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

/** Every member the filters match, as a CSV download. */
export function useExportMembers() {
  return useExportAll({
    fileName: 'members',
    noun: { one: 'member', many: 'members' },
    fetchPage: (filters: MemberListFilters, page, limit) =>
      apiRequest('memberList', { query: { ...filters, page, limit } }),
    toCsvRow: toMemberCsvRow,
  });
}
