import {
  applyRecordPresence,
  PRESENCE_REFRESH_MS,
  recordPresenceText,
  useAuthStore,
  visibleRecordPresence,
  type RecordKind,
  type RecordPresence,
  type RecordPresenceState,
  type ShownRecordPresence,
} from '@backoffice/shared';
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { selectIsConnected, useConnectionStore } from './connection-store';
import { realtimeClient } from './realtime-client';

/** Often enough that an entry whose refreshes stopped goes well within 10 s. */
const EXPIRY_CHECK_MS = 1_000;

type RecordPresenceStore = Readonly<Record<RecordKind, RecordPresenceState>>;

const useRecordPresenceStore = create<RecordPresenceStore>()(() => ({ request: {}, member: {} }));

let listening = false;
/** Heard once per page, by whichever list or record asks first; kept until sign-out. */
function listen(): void {
  if (listening) return;
  listening = true;
  realtimeClient.subscribe((event) => {
    if (event.name !== 'recordPresence') return;
    hearRecordPresence(event.payload);
  });
  useConnectionStore.subscribe((state, previous) => {
    // A new connection (a sign-in, a restarted api) starts from what it hears again.
    if (state.connectCount !== previous.connectCount || state.status === 'idle') {
      useRecordPresenceStore.setState({ request: {}, member: {} });
    }
  });
}

function hearRecordPresence(event: RecordPresence, now = Date.now()): void {
  useRecordPresenceStore.setState((kinds) => ({
    [event.kind]: applyRecordPresence(kinds[event.kind], event, now),
  }));
}

/** A clock for the expiry and "since N min", running only while someone is shown. */
function useClock(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** One colleague on a record, in the contract's words. */
export type RecordPresenceLine = ShownRecordPresence & { text: string };

/** Who else has records of this kind open, for a record id: the list's rows. */
export function useRecordsPresence(kind: RecordKind): (id: string) => RecordPresenceLine[] {
  const connected = useConnectionStore(selectIsConnected);
  const connectCount = useConnectionStore((state) => state.connectCount);
  useEffect(() => {
    listen();
    if (connected) realtimeClient.emit('recordWatch', { kind });
  }, [kind, connected, connectCount]);
  const heard = useRecordPresenceStore((kinds) => kinds[kind]);
  const me = useAuthStore((state) => state.user?.id);
  const now = useClock(Object.keys(heard).length > 0);
  return (id) =>
    visibleRecordPresence(heard, id, now, me).map((presence) => ({
      ...presence,
      text: recordPresenceText(presence, now),
    }));
}

/**
 * While a record's page is open: tells the other staff this one views it, or reviews it while
 * `reviewing` (a decision dialog open), again every `PRESENCE_REFRESH_MS` and after a reconnect;
 * says it left when the page closes. Returns who else has it open, in words.
 */
export function useRecordPresence(
  kind: RecordKind,
  id: string,
  reviewing = false,
): RecordPresenceLine[] {
  const connected = useConnectionStore(selectIsConnected);
  const connectCount = useConnectionStore((state) => state.connectCount);
  useEffect(() => {
    listen();
    if (!connected) return;
    const announce = () => realtimeClient.emit('recordViewing', { kind, id, reviewing });
    announce();
    const timer = setInterval(announce, PRESENCE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [kind, id, reviewing, connected, connectCount]);
  useEffect(() => () => void realtimeClient.emit('recordLeave', { kind, id }), [kind, id]);
  return useRecordsPresence(kind)(id);
}
