import {
  changedFields,
  ChangedByNotice,
  isApiError,
  memberProfileSchema,
  notifySuccess,
  ActionButton,
  useMayAct,
  type Member,
  type MemberProfile,
} from '@backoffice/shared';
import { Button, Card, TextField } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateMember } from './member-profile-queries';
import { useSavedElsewhere } from './use-saved-elsewhere';
import styles from './member-profile-page.module.css';

const editableFields = ['fullName', 'phone'] as const satisfies readonly (keyof MemberProfile)[];

function isEditableField(field: string | undefined): field is (typeof editableFields)[number] {
  return editableFields.some((name) => name === field);
}

/** The api prefixes a field error with the field's name; next to the field it is redundant. */
function fieldMessage(field: string, message: string): string {
  return message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

export function MemberProfileForm({ member }: { member: Member }) {
  const updateMember = useUpdateMember(member.id);
  // A role that may not save reads the details instead of typing changes it can never keep.
  const readOnly = !useMayAct('editMember');
  const form = useForm<z.input<typeof memberProfileSchema>, unknown, MemberProfile>({
    resolver: zodResolver(memberProfileSchema),
    defaultValues: { fullName: member.fullName, phone: member.phone },
  });
  // Read in render so react-hook-form keeps them up to date for the save below.
  const { errors, isDirty, dirtyFields } = form.formState;
  const elsewhere = useSavedElsewhere(member, form);

  const save = form.handleSubmit(async (profile) => {
    // Save is disabled while saving and stays so once saved, which drops focus to the start of
    // the page: the cursor goes back to the top of the form instead.
    form.setFocus('fullName');
    const changes = changedFields(profile, dirtyFields);
    elsewhere.savingRef.current = changes;
    try {
      const saved = await updateMember.mutateAsync(changes);
      form.reset({ fullName: saved.fullName, phone: saved.phone });
      notifySuccess('Member details saved');
    } catch (error) {
      // The input stays as typed; the server's complaint goes next to the field it names.
      if (isApiError(error) && isEditableField(error.field)) {
        form.setError(
          error.field,
          { message: fieldMessage(error.field, error.message) },
          { shouldFocus: true },
        );
      }
    }
  });

  return (
    <Card title="Contact details">
      {elsewhere.changedBy && (
        <ChangedByNotice onDismiss={elsewhere.dismiss}>
          Changed by {elsewhere.changedBy} just now: {member.fullName}, {member.phone}. Anything you
          have typed is kept.
        </ChangedByNotice>
      )}
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label="Full name"
          required
          autoComplete="off"
          readOnly={readOnly}
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="off"
          readOnly={readOnly}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        {!readOnly && (
          <div className={styles.actions}>
            <ActionButton
              action="editMember"
              type="submit"
              loading={updateMember.isPending}
              disabled={!isDirty}
            >
              Save changes
            </ActionButton>
            <Button
              variant="ghost"
              disabled={!isDirty || updateMember.isPending}
              onClick={() => form.reset()}
            >
              Discard changes
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
