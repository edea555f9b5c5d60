import {
  ActionButton,
  formatDate,
  notifyUndoable,
  roomStatusLabels,
  useAuthStore,
  useMayAct,
  type Room,
  type RoomInboxChanged,
  type SetRoomStatusInput,
} from '@backoffice/shared';
import { Badge, SelectField, VisuallyHidden } from '@backoffice/shared/ui';
import { useEffect, useState } from 'react';
import styles from '../../lib/support.module.css';
import { assignRoom, setRoomStatus } from './inbox-actions';
import { useSupportAgents } from './inbox-queries';
import { snoozeChoiceLabels, snoozeUntil, type SnoozeChoice } from './snooze-choices';

/** Single keys for the two most common actions, ignored while typing in a field. */
export const INBOX_KEYS = { assignToMe: 'a', resolve: 'r' } as const;

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A snooze's end, short: the time alone today ("14:08"), else the day too ("29 Nov, 09:00"). */
function formatSnoozeEnd(until: string): string {
  const today = formatDate(new Date(), 'yyyy-MM-dd');
  return formatDate(until, 'yyyy-MM-dd') === today
    ? formatDate(until, 'HH:mm')
    : formatDate(until, 'd MMM, HH:mm');
}

/** The status a change replaces, so its toast can put it back. */
function statusBefore(room: Room): SetRoomStatusInput {
  if (room.inbox.status === 'snoozed') return { status: 'snoozed', until: room.inbox.snoozedUntil };
  return { status: room.inbox.status === 'resolved' ? 'resolved' : 'open' };
}

/** The toast of a reversible inbox change: Undo only applies if the room is still as it left it. */
function offerUndo(
  room: Room,
  done: RoomInboxChanged | null,
  message: string,
  undo: (version: number | undefined) => unknown,
) {
  if (!done) return;
  notifyUndoable(message, () => undo(done.inbox.version), {
    toastId: `undo-${room.id}-${done.event?.id ?? ''}`,
  });
}

async function changeStatusWithUndo(room: Room, next: SetRoomStatusInput, message: string) {
  const previous = statusBefore(room);
  const done = await setRoomStatus(room.id, next);
  offerUndo(room, done, message, (version) => setRoomStatus(room.id, { ...previous, version }));
}

const resolveWithUndo = (room: Room) =>
  changeStatusWithUndo(room, { status: 'resolved' }, 'Conversation resolved');

async function assignWithUndo(room: Room, assigneeId: string | null, message: string) {
  const previous = room.inbox.assignee?.id ?? null;
  const done = await assignRoom(room.id, assigneeId);
  offerUndo(room, done, message, (version) => assignRoom(room.id, previous, version));
}

/** Owner and status of the open room: assign, snooze, resolve, reopen. */
export function InboxControls({ room }: { room: Room }) {
  const me = useAuthStore((state) => state.user);
  const chat = { allowed: useMayAct('resolve') };
  const agents = useSupportAgents();
  const [snooze, setSnooze] = useState('');
  const { inbox } = room;
  const mine = inbox.assignee?.id === me?.id;

  useEffect(() => {
    if (!chat.allowed || !me) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (event.key === INBOX_KEYS.assignToMe && inbox.assignee?.id !== me.id) {
        event.preventDefault();
        void assignWithUndo(room, me.id, 'Assigned to you');
      } else if (event.key === INBOX_KEYS.resolve && inbox.status !== 'resolved') {
        event.preventDefault();
        void resolveWithUndo(room);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [chat.allowed, me, room, inbox.assignee, inbox.status]);

  const assigneeOptions = [
    { value: '', label: 'Unassigned' },
    ...(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name })),
    // The owner may no longer be offered (a changed role); keep them readable.
    ...(inbox.assignee && !agents.data?.some(({ id }) => id === inbox.assignee?.id)
      ? [{ value: inbox.assignee.id, label: inbox.assignee.name }]
      : []),
  ];

  const statusText =
    inbox.status === 'snoozed' && inbox.snoozedUntil
      ? `Snoozed until ${formatSnoozeEnd(inbox.snoozedUntil)}`
      : inbox.status === 'snoozed'
        ? 'Snoozed until the member writes'
        : roomStatusLabels[inbox.status];

  // Two groups that each keep one line: who owns the room, and its status with what changes it.
  // Snoozing swaps the status text and adds Reopen inside the second line, so the header keeps
  // its height and the messages below do not move.
  return (
    <div className={styles.inboxControls} aria-label="Owner and status" role="group">
      <div className={styles.controlGroup}>
        {chat.allowed ? (
          <SelectField
            label={<VisuallyHidden>Assigned to</VisuallyHidden>}
            value={inbox.assignee?.id ?? ''}
            options={assigneeOptions}
            disabled={agents.isPending}
            hint={agents.isError ? 'Could not load the staff list' : undefined}
            onChange={(event) =>
              void assignWithUndo(
                room,
                event.target.value || null,
                event.target.value ? 'Conversation assigned' : 'Conversation unassigned',
              )
            }
          />
        ) : (
          <span>Assigned to {inbox.assignee?.name ?? 'nobody'}</span>
        )}
        {!mine && me && (
          <ActionButton
            action="assign"
            variant="secondary"
            size="sm"
            aria-keyshortcuts={INBOX_KEYS.assignToMe}
            title="Assign to me (A)"
            onClick={() => void assignWithUndo(room, me.id, 'Assigned to you')}
          >
            Assign to me
          </ActionButton>
        )}
      </div>
      <div className={styles.controlGroup}>
        <span className={styles.statusBadge} title={statusText}>
          <Badge
            tone={
              inbox.status === 'open' ? 'info' : inbox.status === 'resolved' ? 'success' : 'warning'
            }
          >
            {statusText}
          </Badge>
        </span>
        {inbox.status !== 'resolved' && (
          <ActionButton
            action="resolve"
            size="sm"
            aria-keyshortcuts={INBOX_KEYS.resolve}
            title="Resolve (R)"
            onClick={() => void resolveWithUndo(room)}
          >
            Resolve
          </ActionButton>
        )}
        {inbox.status !== 'open' && (
          <ActionButton
            action="reopen"
            variant="secondary"
            size="sm"
            onClick={() =>
              void changeStatusWithUndo(room, { status: 'open' }, 'Conversation reopened')
            }
          >
            Reopen
          </ActionButton>
        )}
        {chat.allowed && (
          <SelectField
            label={<VisuallyHidden>Snooze</VisuallyHidden>}
            value={snooze}
            placeholder="Snooze…"
            options={(Object.keys(snoozeChoiceLabels) as SnoozeChoice[]).map((choice) => ({
              value: choice,
              label: snoozeChoiceLabels[choice],
            }))}
            onChange={(event) => {
              const choice = event.target.value as SnoozeChoice | '';
              setSnooze('');
              if (!choice) return;
              void changeStatusWithUndo(
                room,
                { status: 'snoozed', until: snoozeUntil(choice, new Date()) },
                'Conversation snoozed',
              );
            }}
          />
        )}
      </div>
    </div>
  );
}
