import type { StaffRole } from '@backoffice/shared/contract';
import type { Queryable } from '../db/database';
import type { ReadCache } from '../db/read-cache';
import { readStaffState, STAFF_STATE_TABLES, type StaffState } from './repository';
import type { Origin } from './revocations';

/** An active account as a request sees it. */
export interface ActiveStaff {
  role: StaffRole;
  /** Until it enrols, the account may only enrol (./mfa-enrolment-gate.ts). */
  mustEnrol: boolean;
}

/**
 * Each staff account's role and whether it is disabled, so a role change or a disabled
 * account applies to the very next call. Kept in memory; every change goes through `changed`,
 * which re-reads the row and tells listeners (the socket namespace drops a disabled account's
 * sockets; other instances hear of changes made here).
 */
export interface StaffDirectory {
  /**
   * The account's role, or undefined when it does not exist or is disabled. With `shared`, read
   * through the read cache, whose answer a write to the account's tables forgets on every
   * instance (another instance may have just changed it), and which reads afresh whenever this
   * instance cannot hear the others' writes.
   */
  activeRole(staffId: string): Promise<StaffRole | undefined>;
  /** The same read, with whether the account must enrol two-factor before anything else. */
  activeAccount(staffId: string): Promise<ActiveStaff | undefined>;
  /**
   * The same from memory, once read: what a live socket's events ask. Changes made anywhere reach
   * that memory through `changed` (another instance's as news), together with the socket drop.
   */
  knownRole(staffId: string): Promise<StaffRole | undefined>;
  /** `activeAccount` from memory, for a live socket's events. */
  knownAccount(staffId: string): Promise<ActiveStaff | undefined>;
  changed(staffId: string, origin?: Origin): Promise<void>;
  /**
   * The owners' two-factor requirement changed (here, or on another instance): every account is
   * read again when next asked, so HTTP calls and socket events follow it at once.
   */
  mfaPolicyChanged(origin?: Origin): void;
  onMfaPolicyChanged(listener: (origin: Origin) => void): void;
  onDisabled(listener: (staffId: string) => void): void;
  onChanged(listener: (staffId: string, origin: Origin) => void): void;
}

/** `shared`: other instances change staff on the same database. */
export function createStaffDirectory(
  db: Queryable,
  { shared, reads }: { shared: boolean; reads: ReadCache },
): StaffDirectory {
  const states = new Map<string, StaffState | undefined>();
  const listeners: ((staffId: string) => void)[] = [];
  const changeListeners: ((staffId: string, origin: Origin) => void)[] = [];
  const policyListeners: ((origin: Origin) => void)[] = [];

  const read = (staffId: string) => readStaffState(db, staffId);

  const readCurrent = (staffId: string) =>
    reads.read(`staffState ${staffId}`, STAFF_STATE_TABLES, (reader) =>
      readStaffState(reader, staffId),
    );

  /** `fresh`: as the database has it now, even when it is in memory. */
  async function account(staffId: string, fresh: boolean): Promise<ActiveStaff | undefined> {
    if (fresh) states.set(staffId, await readCurrent(staffId));
    else if (!states.has(staffId)) states.set(staffId, await read(staffId));
    const state = states.get(staffId);
    return state && !state.disabled ? { role: state.role, mustEnrol: state.mustEnrol } : undefined;
  }

  return {
    activeAccount: (staffId) => account(staffId, shared),
    async activeRole(staffId) {
      return (await account(staffId, shared))?.role;
    },
    knownAccount: (staffId) => account(staffId, false),
    async knownRole(staffId) {
      return (await account(staffId, false))?.role;
    },
    async changed(staffId, origin = 'here') {
      const state = await read(staffId);
      states.set(staffId, state);
      for (const listener of changeListeners) listener(staffId, origin);
      if (!state || state.disabled) for (const listener of listeners) listener(staffId);
    },
    mfaPolicyChanged(origin = 'here') {
      states.clear();
      for (const listener of policyListeners) listener(origin);
    },
    onMfaPolicyChanged(listener) {
      policyListeners.push(listener);
    },
    onDisabled(listener) {
      listeners.push(listener);
    },
    onChanged(listener) {
      changeListeners.push(listener);
    },
  };
}
