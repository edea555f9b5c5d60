import type { Member, MemberProfile } from '@backoffice/shared';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

const contactFields = ['fullName', 'phone'] as const;

const contactOf = (member: Pick<Member, 'fullName' | 'phone'>): MemberProfile => ({
  fullName: member.fullName,
  phone: member.phone,
});
const sameContact = (a: MemberProfile, b: MemberProfile) =>
  a.fullName === b.fullName && a.phone === b.phone;

/**
 * The contact details someone else saved while this form is open (the profile refetches
 * live). The form then starts from their values: untouched fields show them, typed text is kept
 * (and Discard goes back to their values, not the old ones). Returns who changed it, until
 * dismissed. `savingRef` holds the fields this form is saving, so its own save is not reported;
 * another field that comes back changed in its answer was saved by someone else just before.
 */
export function useSavedElsewhere(
  member: Member,
  form: UseFormReturn<MemberProfile, unknown, MemberProfile>,
) {
  const savingRef = useRef<Partial<MemberProfile>>(undefined);
  const [changedBy, setChangedBy] = useState<string>();
  const latest = contactOf(member);
  const { fullName, phone } = latest;

  useEffect(() => {
    const shown = form.formState.defaultValues;
    const base = { fullName: shown?.fullName ?? '', phone: shown?.phone ?? '' };
    if (sameContact(base, latest)) return;
    const saving = savingRef.current;
    savingRef.current = undefined;
    // The answer to this form's own save holds what it sent...
    const ownAnswer =
      saving !== undefined &&
      contactFields.every(
        (field) => saving[field] === undefined || saving[field] === latest[field],
      );
    // ...and any other field it brings changed was saved by someone else just before.
    const changedElsewhere = contactFields.some(
      (field) => (!ownAnswer || saving[field] === undefined) && base[field] !== latest[field],
    );
    const typed = form.getValues();
    const touched = form.formState.dirtyFields;
    form.reset(latest);
    for (const field of contactFields) {
      if (touched[field]) form.setValue(field, typed[field], { shouldDirty: true });
    }
    // The latest change the member names is this form's own when it answers its save.
    if (changedElsewhere) {
      setChangedBy((!ownAnswer && member.lastChange?.by) || 'someone else');
    }
    // Only new saved values are a reason to look again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullName, phone]);

  return { changedBy, dismiss: () => setChangedBy(undefined), savingRef };
}
