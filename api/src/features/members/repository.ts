import type { MemberStatus, MemberSummary } from '@backoffice/shared/contract';
import { toIso, toIsoOrNull } from '../../db/database';

export interface MemberRow {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  avatarUrl: string | null;
  status: MemberStatus;
  verified: boolean;
  joinedAt: Date;
  lastActiveAt: Date | null;
  location: string;
}

export const MEMBER_SELECT = `
  SELECT id, full_name AS "fullName", email, phone, avatar_url AS "avatarUrl", status, verified,
    joined_at AS "joinedAt", last_active_at AS "lastActiveAt", location
  FROM members`;

export function toMemberSummary(row: MemberRow): MemberSummary {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    status: row.status,
    verified: row.verified,
    joinedAt: toIso(row.joinedAt),
    lastActiveAt: toIsoOrNull(row.lastActiveAt),
    location: row.location,
  };
}
