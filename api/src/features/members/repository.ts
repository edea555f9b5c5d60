import type { MemberStatus, MemberSummary } from '@backoffice/shared/contract';
import { toIso, toIsoOrNull, type Queryable } from '../../db/database';

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

export async function existingMemberId(db: Queryable, id: string): Promise<string | undefined> {
  const [member] = await db.query<{ id: string }>('SELECT id FROM members WHERE id = $1', [id]);
  return member?.id;
}

/** "Last active" (docs/design.md §3): every sign-in, message or other action of a member moves it to now. */
export async function touchMemberActivity(db: Queryable, memberId: string): Promise<void> {
  await db.query('UPDATE members SET last_active_at = now() WHERE id = $1', [memberId]);
}
