import type { Message } from '@backoffice/shared/contract';
import type { Server } from 'socket.io';
import type { RevocationNews, TokenRevocations } from '../auth/revocations';
import type { Sessions } from '../auth/sessions';
import type { StaffDirectory } from '../auth/staff-directory';

const REVOKED = 'instances:revoked';
const ACCOUNT_CLOSED = 'instances:accountClosed';
const STAFF_CHANGED = 'instances:staffChanged';
const MFA_POLICY_CHANGED = 'instances:mfaPolicyChanged';
const MESSAGES_STORED = 'instances:messagesStored';

/**
 * Tells the other api instances on the same database (through socket.io's adapter)
 * what this one decided about sessions, so each drops the sockets it holds for them and knows it
 * in memory for their events: a sign-out's revoked token or family, a member whose
 * account was closed, a staff account changed (its role, disabled, or two-factor enrolled), and
 * the owners' two-factor requirement changed. Only for a shared adapter: the
 * default in-memory one has nobody to tell. Only what happened here is passed on, so news never
 * echoes between instances.
 */
export function shareSessionNews(
  io: Server,
  deps: { revocations: TokenRevocations; sessions: Sessions; staff: StaffDirectory },
): void {
  deps.revocations.onRevoke((news, origin) => {
    if (origin === 'here') io.serverSideEmit(REVOKED, news);
  });
  deps.sessions.onAccountClosed((memberId, _reason, origin) => {
    if (origin === 'here') io.serverSideEmit(ACCOUNT_CLOSED, memberId);
  });
  deps.staff.onChanged((staffId, origin) => {
    if (origin === 'here') io.serverSideEmit(STAFF_CHANGED, staffId);
  });
  io.on(REVOKED, (news: RevocationNews) => deps.revocations.heardOf(news));
  io.on(
    ACCOUNT_CLOSED,
    (memberId: string) => void deps.sessions.accountChanged(memberId, 'elsewhere'),
  );
  io.on(STAFF_CHANGED, (staffId: string) => void deps.staff.changed(staffId, 'elsewhere'));
  deps.staff.onMfaPolicyChanged((origin) => {
    if (origin === 'here') io.serverSideEmit(MFA_POLICY_CHANGED);
  });
  io.on(MFA_POLICY_CHANGED, () => deps.staff.mfaPolicyChanged('elsewhere'));
}

/**
 * Chat messages this instance stored, one piece of news per statement, for the other
 * instances to hand to their own sockets: broadcasting each message's three events through the
 * adapter would cost three NOTIFYs per message. Returns the function that tells them; `deliver`
 * gets what another instance stored, in its order.
 */
export function shareStoredMessages(
  io: Server,
  deliver: (messages: Message[]) => void,
): (messages: Message[]) => void {
  io.on(MESSAGES_STORED, deliver);
  return (messages) => io.serverSideEmit(MESSAGES_STORED, messages);
}
