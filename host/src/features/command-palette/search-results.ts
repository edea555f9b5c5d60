import { areaPaths, type SearchKind, type SearchResult } from '@backoffice/shared';
import { settingsPaths } from '../settings/settings-paths';
import type { RecentItem } from './recent-items';

export const searchKindLabels: Readonly<Record<SearchKind, string>> = {
  member: 'Members',
  fundingRequest: 'Funding requests',
  conversation: 'Conversations',
  coupon: 'Coupons',
  staff: 'Staff',
};

const kindLabel: Readonly<Record<SearchKind, string>> = {
  member: 'Member',
  fundingRequest: 'Request',
  conversation: 'Conversation',
  coupon: 'Coupon',
  staff: 'Staff',
};

/** Where a result opens, and how the palette (and its recent list) shows it. */
export function describeResult(result: SearchResult): RecentItem {
  const base = { key: `${result.kind}:${result.id}`, kindLabel: kindLabel[result.kind] };
  switch (result.kind) {
    case 'member':
      return {
        ...base,
        label: result.name,
        detail: `${result.email} · ${result.id}`,
        to: areaPaths.memberProfile(result.id),
      };
    case 'fundingRequest':
      return {
        ...base,
        label: result.title,
        detail: `${result.id} · ${result.requesterName}`,
        to: areaPaths.ticketDetails(result.id),
      };
    case 'conversation':
      return {
        ...base,
        label: result.memberName,
        detail: result.excerpt ?? 'Conversation',
        to: areaPaths.supportRoom(result.id),
      };
    case 'coupon':
      return {
        ...base,
        label: result.code,
        detail: result.description,
        to: `${areaPaths.coupons}?${new URLSearchParams({ search: result.code }).toString()}`,
      };
    case 'staff':
      return { ...base, label: result.name, detail: result.email, to: settingsPaths.staff };
  }
}
