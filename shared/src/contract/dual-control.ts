/**
 * Dual control that holds against accounts one controls. The second half of a two-person control
 * (a second approval, confirming a threshold change or a role grant) must come from someone the
 * first person did not bring in or empower, and who did not bring in or empower the first person:
 * an invitation, a password reset (the link goes to a mailbox the sender may control) or the grant
 * of an account's current role (by its asker and by the owner who confirmed it) ties two accounts,
 * directly or through a chain of such steps.
 * docs/security.md says what software cannot see (one person with two mailboxes, two owners who
 * collude).
 */

export type ControlKind = 'invited' | 'reset' | 'role';

/** `by` invited `staff`, reset its password, or gave it its current role. */
export interface ControlEdge {
  kind: ControlKind;
  staffId: string;
  staffName: string;
  byId: string;
  byName: string;
}

/** The steps by which `fromId` brought in or empowered `toId`, oldest link first; none: undefined. */
export function controlPath(
  edges: readonly ControlEdge[],
  fromId: string,
  toId: string,
): ControlEdge[] | undefined {
  const reached = new Map<string, ControlEdge[]>([[fromId, []]]);
  const queue = [fromId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const edge of edges) {
      if (edge.byId !== id || reached.has(edge.staffId)) continue;
      const path = [...reached.get(id)!, edge];
      if (edge.staffId === toId) return path;
      reached.set(edge.staffId, path);
      queue.push(edge.staffId);
    }
  }
  return undefined;
}

/** How the second person is tied to the first: below them (brought in by them) or above them. */
export type ControlTie =
  | { direction: 'brought_in_by_first'; path: ControlEdge[] }
  | { direction: 'brought_in_first'; path: ControlEdge[] };

export function controlTie(
  edges: readonly ControlEdge[],
  firstId: string,
  secondId: string,
): ControlTie | undefined {
  const down = controlPath(edges, firstId, secondId);
  if (down) return { direction: 'brought_in_by_first', path: down };
  const up = controlPath(edges, secondId, firstId);
  return up ? { direction: 'brought_in_first', path: up } : undefined;
}

/**
 * Everyone tied to `personId`, either way: the people whose two-person controls `personId` may
 * not complete (e.g. whose first approvals do not belong in their "awaiting my second approval").
 */
export function tiedTo(edges: readonly ControlEdge[], personId: string): string[] {
  const people = new Set(edges.flatMap((edge) => [edge.staffId, edge.byId]));
  people.delete(personId);
  return [...people].filter((id) => controlTie(edges, id, personId) !== undefined);
}

const wereDone: Record<ControlKind, (by: string) => string> = {
  invited: (by) => `You were invited by ${by}`,
  reset: (by) => `Your password was reset by ${by}`,
  role: (by) => `You were given your role by ${by}`,
};
const wasDone: Record<ControlKind, (by: string) => string> = {
  invited: (by) => `who was invited by ${by}`,
  reset: (by) => `whose password was reset by ${by}`,
  role: (by) => `who was given their role by ${by}`,
};
const youDid: Record<ControlKind, (whom: string) => string> = {
  invited: (whom) => `You invited ${whom}`,
  reset: (whom) => `You reset ${whom}'s password`,
  role: (whom) => `You gave ${whom} their role`,
};
const theyDid: Record<ControlKind, (whom: string) => string> = {
  invited: (whom) => `who invited ${whom}`,
  reset: (whom) => `who reset ${whom}'s password`,
  role: (whom) => `who gave ${whom} their role`,
};

/**
 * Why the second person may not complete what the first began, e.g. "You were invited by Alex
 * Admin, who gave the first approval". `firstDid` is the first half ("gave the first approval").
 */
export function dualControlRefusal(tie: ControlTie, firstDid: string): string {
  const clauses =
    tie.direction === 'brought_in_by_first'
      ? [...tie.path]
          .reverse()
          .map((edge, index) => (index === 0 ? wereDone : wasDone)[edge.kind](edge.byName))
      : tie.path.map((edge, index) => (index === 0 ? youDid : theyDid)[edge.kind](edge.staffName));
  return `${clauses.join(', ')}, who ${firstDid}. Someone neither of you invited, reset or gave a role must do the second half.`;
}

export const FIRST_APPROVAL_DID = 'gave the first approval';
export const THRESHOLD_CHANGE_DID = 'asked for this change';
export const ROLE_GRANT_DID = 'asked for this role change';
