import type { AuthUser } from '../contract';

/*
 * The session entry runs on every page before anything else, /login included, so it does not use
 * zod: zod's core is about 17 KB gzip there (the contract's classic schemas keep all of it in the
 * host's build), more than /login may carry above the stack's floor (bench/README.md). These few
 * boot-time reads of storage are checked by hand instead, and guards.test.ts holds each guard to
 * the contract's zod schema for the same value.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** `staffRoles` of the contract (guards.test.ts holds the two together). */
const STAFF_ROLES: readonly unknown[] = ['owner', 'reviewer', 'support', 'finance', 'auditor'];

/** `authUserSchema` of the contract. */
export function isAuthUser(value: unknown): value is AuthUser {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    (value.role === 'admin' || value.role === 'member') &&
    (value.staffRole === undefined || STAFF_ROLES.includes(value.staffRole))
  );
}

/** A copy of the user with only the contract's keys, as a zod object would return it. */
export function pickAuthUser({ id, name, email, role, staffRole }: AuthUser): AuthUser {
  return staffRole === undefined ? { id, name, email, role } : { id, name, email, role, staffRole };
}
