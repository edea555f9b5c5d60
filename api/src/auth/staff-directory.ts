import type { StaffRole } from '@backoffice/shared/contract';
import type { Queryable } from '../db/database';

interface StaffState {
  role: StaffRole;
  disabled: boolean;
}

/**
 * Each staff account's role and whether it is disabled (issue 21), read per request so a role
 * change or a disabled account applies to the very next call. Kept in memory; every change goes
 * through `changed`, which re-reads the row and tells listeners when the account was disabled.
 */
export interface StaffDirectory {
  /** The account's role, or undefined when it does not exist or is disabled. */
  activeRole(staffId: string): Promise<StaffRole | undefined>;
  changed(staffId: string): Promise<void>;
  onDisabled(listener: (staffId: string) => void): void;
}

/** `shared`: other instances change staff on the same database, so nothing is kept (issue 23). */
export function createStaffDirectory(
  db: Queryable,
  { shared }: { shared: boolean },
): StaffDirectory {
  const states = new Map<string, StaffState | undefined>();
  const listeners: ((staffId: string) => void)[] = [];

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
      const state = states.get(staffId);
      return state && !state.disabled ? state.role : undefined;
    },
    async changed(staffId) {
      const state = await read(staffId);
      states.set(staffId, state);
      if (!state || state.disabled) for (const listener of listeners) listener(staffId);
    },
    onDisabled(listener) {
      listeners.push(listener);
    },
  };
}
