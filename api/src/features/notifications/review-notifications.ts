import { mentionedStaff } from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import { insertStaffNotices, listActiveStaffExcept, recordNoteMentions } from './repository';

/**
 * Notifications for review events, each to the staff concerned, written in the
 * transaction of the event. `data` says where the person can act: a funding request's page
 * (`FundingRequest`) or a conversation (`SupportChat`), as the host's notification centre opens it.
 * Each event is rare and goes to a few people, so these are rows per recipient, unlike the
 * support-message notifications of the chat path (./support-notifications).
 */

const fundingData = (id: string) => ({ screen: 'FundingRequest', fundingRequestId: id });
const requestLabel = (request: { id: string; title: string }) => `${request.title} (${request.id})`;

/** The requester answered a question: the reviewer who asked it (the last to ask for info). */
export function notifyRequesterAnswered(
  tx: Queryable,
  request: { id: string; title: string },
  requesterName: string,
): Promise<void> {
  return insertStaffNotices(
    tx,
    { lastToAskForInfoOn: request.id },
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
  return insertStaffNotices(
    tx,
    { approversExcept: firstApprover.id },
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
  return insertStaffNotices(
    tx,
    { staffId: firstApproverId },
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
  return insertStaffNotices(
    tx,
    { staffId: firstApproverId },
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
  return insertStaffNotices(
    tx,
    { staffId: assigneeId },
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
  const staff = await listActiveStaffExcept(tx, writer.id);
  const mentioned = mentionedStaff(request.note, staff);
  if (!mentioned.length) return;
  const first = await recordNoteMentions(
    tx,
    request.id,
    mentioned.map((person) => person.id),
  );
  if (!first.length) return;
  await insertStaffNotices(
    tx,
    { staffIds: first },
    {
      title: 'You were mentioned',
      body: `${writer.name} mentioned you in the private note on ${requestLabel(request)}`,
      data: fundingData(request.id),
    },
  );
}
