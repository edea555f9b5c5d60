import { mentionedStaff, permissions } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';

/**
 * Notifications for review events, each to the staff concerned, written in the
 * transaction of the event. `data` says where the person can act: a funding request's page
 * (`FundingRequest`) or a conversation (`SupportChat`), as the host's notification centre opens it.
 * Each event is rare and goes to a few people, so these are rows per recipient, unlike the
 * support-message notifications of the chat path (./support-notifications).
 */

/** Staff roles as an SQL list; roles are the contract's fixed names, never caller input. */
const rolesSql = (roles: readonly string[]) => roles.map((role) => `'${role}'`).join(', ');

/** Who may approve a funding request (the contract's `decideFunding`). */
export const APPROVER_ROLES_SQL = rolesSql(permissions.decideFunding);
/** Who may chat with members and so hears of their messages (the contract's `chat`). */
export const CHAT_ROLES_SQL = rolesSql(permissions.chat);

interface Notice {
  title: string;
  body: string;
  data: Record<string, string> & { screen: string };
}

/** One notification row for each active staff account `recipients` (an SQL query of ids) names. */
async function notifyStaff(
  tx: Queryable,
  recipients: { sql: string; params: readonly unknown[] },
  notice: Notice,
): Promise<void> {
  const first = recipients.params.length + 1;
  await tx.query(
    `INSERT INTO notifications (id, user_id, title, body, read, data, created_at)
     SELECT gen_random_uuid()::text, a.id, $${first}, $${first + 1}, false, $${first + 2}::jsonb, now()
     FROM admins a WHERE a.disabled_at IS NULL AND a.id IN (${recipients.sql})`,
    [...recipients.params, notice.title, notice.body, JSON.stringify(notice.data)],
  );
}

const fundingData = (id: string) => ({ screen: 'FundingRequest', fundingRequestId: id });
const requestLabel = (request: { id: string; title: string }) => `${request.title} (${request.id})`;

/** The requester answered a question: the reviewer who asked it (the last to ask for info). */
export function notifyRequesterAnswered(
  tx: Queryable,
  request: { id: string; title: string },
  requesterName: string,
): Promise<void> {
  return notifyStaff(
    tx,
    {
      sql: `SELECT actor_id FROM audit_entries
        WHERE entity_type = 'funding_request' AND entity_id = $1 AND kind = 'funding.status'
          AND after->>'status' = 'needs_info'
        ORDER BY seq DESC LIMIT 1`,
      params: [request.id],
    },
    {
      title: 'The requester answered',
      body: `${requesterName} answered your question on ${requestLabel(request)}`,
      data: fundingData(request.id),
    },
  );
}

/** A first approval above the four-eyes threshold: every other staff member who may approve. */
export function notifyAwaitingSecondApproval(
  tx: Queryable,
  request: { id: string; title: string },
  firstApprover: { id: string; name: string },
): Promise<void> {
  return notifyStaff(
    tx,
    {
      sql: `SELECT id FROM admins WHERE role IN (${APPROVER_ROLES_SQL}) AND id <> $1`,
      params: [firstApprover.id],
    },
    {
      title: 'Awaiting your second approval',
      body: `${firstApprover.name} approved ${requestLabel(request)}; it needs a second approval`,
      data: fundingData(request.id),
    },
  );
}

/** The second approval completed a four-eyes approval: the first approver. */
export function notifyApprovalCompleted(
  tx: Queryable,
  request: { id: string; title: string },
  firstApproverId: string,
  secondApproverName: string,
): Promise<void> {
  return notifyStaff(
    tx,
    { sql: '$1', params: [firstApproverId] },
    {
      title: 'Approval completed',
      body: `${secondApproverName} gave the second approval of ${requestLabel(request)}`,
      data: fundingData(request.id),
    },
  );
}

/** A second reviewer sent a first approval back: the first approver, with the reason. */
export function notifySentBack(
  tx: Queryable,
  request: { id: string; title: string },
  firstApproverId: string,
  sentBackBy: string,
  reason: string,
): Promise<void> {
  return notifyStaff(
    tx,
    { sql: '$1', params: [firstApproverId] },
    {
      title: 'Your approval was sent back',
      body: `${sentBackBy} sent back your approval of ${requestLabel(request)}: ${reason}`,
      data: fundingData(request.id),
    },
  );
}

/** A conversation assigned to someone by someone else: the assignee. */
export function notifyAssigned(
  tx: Queryable,
  room: { id: string; memberName: string },
  assigneeId: string,
  assignedBy: string,
): Promise<void> {
  return notifyStaff(
    tx,
    { sql: '$1', params: [assigneeId] },
    {
      title: 'Assigned to you',
      body: `${assignedBy} assigned you the conversation with ${room.memberName}`,
      data: { screen: 'SupportChat', roomId: room.id },
    },
  );
}

/**
 * A private note that mentions colleagues ("@" and their full name): each active staff member
 * mentioned is told once per request, with a link to it; never the writer.
 */
export async function notifyMentioned(
  tx: Queryable,
  request: { id: string; title: string; note: string },
  writer: { id: string; name: string },
): Promise<void> {
  const staff = await tx.query<{ id: string; name: string }>(
    'SELECT id, name FROM admins WHERE disabled_at IS NULL AND id <> $1',
    [writer.id],
  );
  const mentioned = mentionedStaff(request.note, staff);
  if (!mentioned.length) return;
  const first = await tx.query<{ id: string }>(
    `INSERT INTO funding_note_mentions (funding_request_id, admin_id)
     SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING RETURNING admin_id AS id`,
    [request.id, mentioned.map((person) => person.id)],
  );
  if (!first.length) return;
  await notifyStaff(
    tx,
    { sql: 'SELECT unnest($1::text[])', params: [first.map((row) => row.id)] },
    {
      title: 'You were mentioned',
      body: `${writer.name} mentioned you in the private note on ${requestLabel(request)}`,
      data: fundingData(request.id),
    },
  );
}
