import type { StaffMember } from '@backoffice/shared';

/** A name as people compare names: case, accents' letter case and runs of spaces aside. */
const sameNameKey = (name: string) =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The staff list as an owner reads it: by name (then email, so two people of one name keep one
 * order), and only those whose name or email holds `search` (any case) when there is one.
 */
export function visibleStaff(staff: readonly StaffMember[], search: string): StaffMember[] {
  const needle = search.trim().toLocaleLowerCase();
  const matching = needle
    ? staff.filter(
        (member) =>
          member.name.toLocaleLowerCase().includes(needle) ||
          member.email.toLocaleLowerCase().includes(needle),
      )
    : [...staff];
  return matching.sort(
    (a, b) => byName.compare(a.name, b.name) || byName.compare(a.email, b.email),
  );
}

/**
 * The ids of accounts whose name another account also has: people tell them apart by email only,
 * so each such row carries a warning. The api refuses a look-alike name for a new account; these
 * are the ones kept from before.
 */
export function duplicateNameIds(staff: readonly StaffMember[]): ReadonlySet<string> {
  const idsByName = new Map<string, string[]>();
  for (const member of staff) {
    const key = sameNameKey(member.name);
    idsByName.set(key, [...(idsByName.get(key) ?? []), member.id]);
  }
  return new Set([...idsByName.values()].filter((ids) => ids.length > 1).flat());
}
