import type { StaffRole } from '@backoffice/shared/contract';
import type { Queryable } from '../db/database';
import type { Origin } from './revocations';

interface StaffState {
  role: StaffRole;
  disabled: boolean;
}

/**
 * Each staff account's role and whether it is disabled (issue 21), so a role change or a disabled
 * account applies to the very next call. Kept in memory; every change goes through `changed`,
 * which re-reads the row and tells listeners (the socket namespace drops a disabled account's
 * sockets; other instances hear of changes made here, issue 52).
 */
export interface StaffDirectory {
  /**
   * The account's role, or undefined when it does not exist or is disabled. With `shared`, read
   * from the database each time (another instance may have just changed it).
   */
  activeRole(staffId: string): Promise<StaffRole | undefined>;
  /**
   * The same from memory, once read: what a live socket's events ask. Changes made anywhere reach
   * that memory through `changed` (another instance's as news), together with the socket drop.
   */
  knownRole(staffId: string): Promise<StaffRole | undefined>;
  changed(staffId: string, origin?: Origin): Promise<void>;
  onDisabled(listener: (staffId: string) => void): void;
  onChanged(listener: (staffId: string, origin: Origin) => void): void;
}

/** `shared`: other instances change staff on the same database (issue 23). */
export function createStaffDirectory(
  db: Queryable,
  { shared }: { shared: boolean },
): StaffDirectory {
  const states = new Map<string, StaffState | undefined>();
  const listeners: ((staffId: string) => void)[] = [];
  const changeListeners: ((staffId: string, origin: Origin) => void)[] = [];
  const roleOf = (state: StaffState | undefined) =>
    state && !state.disabled ? state.role : undefined;

  async function read(staffId: string): Promise<StaffState | undefined> {
    const [row] = await db.query<{ role: StaffRole; disabled: boolean }>(
      'SELECT role, disabled_at IS NOT NULL AS disabled FROM admins WHERE id = $1',
      [staffId],
    );
    return row;
  }

  return {
    async activeRole(staffId) {
      if (shared || !states.has(staffId)) states.set(staffId, await read(staffId));
      return roleOf(states.get(staffId));
    },
    async knownRole(staffId) {
      if (!states.has(staffId)) states.set(staffId, await read(staffId));
      return roleOf(states.get(staffId));
    },
    async changed(staffId, origin = 'here') {
      const state = await read(staffId);
      states.set(staffId, state);
      for (const listener of changeListeners) listener(staffId, origin);
      if (!state || state.disabled) for (const listener of listeners) listener(staffId);
    },
    onDisabled(listener) {
      listeners.push(listener);
    },
    onChanged(listener) {
      changeListeners.push(listener);
    },
  };
}
