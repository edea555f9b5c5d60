import { expect } from 'vitest';
import { roleMayAct, type StaffActionId, type StaffRole } from '../contract';

/** A page's controls, each by the staff action it does: a query that finds it, or null. */
export type ControlsByAction = ReadonlyArray<readonly [StaffActionId, () => HTMLElement | null]>;

/** The role sees exactly the controls whose rows in the actions table let it act. */
export function expectControlsOfRole(role: StaffRole, controls: ControlsByAction): void {
  for (const [action, control] of controls) {
    expect(control() !== null, `${role} and ${action}`).toBe(roleMayAct(role, action));
  }
}
