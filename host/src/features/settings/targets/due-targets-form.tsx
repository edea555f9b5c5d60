import {
  DEFAULT_DUE_TARGETS,
  isApiError,
  notifySuccess,
  staffRoleLabels,
  staffRoles,
  type DueTargets,
} from '@backoffice/shared';
import {
  Button,
  CheckboxField,
  ErrorState,
  SelectField,
  Skeleton,
  TextField,
} from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  dueTargetsFormSchema,
  targetFields,
  toTypedTargets,
  unitOptions,
  type DueTargetsInput,
} from './due-targets-fields';
import { dueTargetsQuery, useSaveDueTargets } from './due-targets-queries';
import settingsStyles from '../settings.module.css';
import styles from './due-targets.module.css';
import { FormFailure } from '../../../forms/form-failure';
import { submitToApi } from '../../../forms/submit-to-api';

const isDefault = (targets: DueTargets) =>
  targetFields.every(({ name }) => targets[name] === DEFAULT_DUE_TARGETS[name]);

/**
 * Settings → Due targets (owners): how long a conversation may wait for a reply and a funding
 * request for a decision before lists call it overdue (docs/search-and-due.md).
 */
export function DueTargetsForm() {
  const targets = useQuery(dueTargetsQuery());
  if (targets.isError) {
    return (
      <ErrorState
        title="Could not load the targets"
        message={targets.error.message}
        cause={targets.error}
        onRetry={() => void targets.refetch()}
        retrying={targets.isFetching}
      />
    );
  }
  if (targets.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the targets">
        <Skeleton height={240} />
      </div>
    );
  }
  return <TargetsForm saved={targets.data} />;
}

function TargetsForm({ saved }: { saved: DueTargets }) {
  const save = useSaveDueTargets();
  const form = useForm<DueTargetsInput, unknown, DueTargets>({
    resolver: zodResolver(dueTargetsFormSchema),
    defaultValues: toTypedTargets(saved),
  });
  const { errors, isDirty } = form.formState;

  const submit = submitToApi(
    form,
    async (typed) => {
      // Fields of the targets this form does not show travel back as they were.
      const updated = await save.mutateAsync({ ...saved, ...typed });
      form.reset(toTypedTargets(updated));
      notifySuccess('Due targets saved');
    },
    (failure) => {
      // What was typed stays; the api's reason goes next to the target it names, or under the form.
      const field = targetFields.find(({ name }) => isApiError(failure) && failure.field === name);
      const message = failure instanceof Error ? failure.message : 'Could not save the targets';
      form.setError(field ? `${field.name}.amount` : 'root', { message }, { shouldFocus: true });
    },
  );

  return (
    <form
      className={`${settingsStyles.form} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label="Due targets"
    >
      {isDefault(saved) && (
        <p className={styles.note}>No owner has changed these yet: they are the defaults.</p>
      )}
      {targetFields.map(({ name, label, hint }) => (
        <fieldset key={name} className={styles.target}>
          <legend className={styles.legend}>{label}</legend>
          <TextField
            label="Time"
            inputMode="decimal"
            autoComplete="off"
            required
            hint={hint}
            error={errors[name]?.amount?.message ?? errors[name]?.message}
            {...form.register(`${name}.amount`)}
          />
          <SelectField label="Unit" options={unitOptions} {...form.register(`${name}.unit`)} />
        </fieldset>
      ))}
      <fieldset className={styles.target}>
        <legend className={styles.legend}>Tell these roles when something goes overdue</legend>
        {staffRoles.map((role) => (
          <CheckboxField
            key={role}
            label={staffRoleLabels[role]}
            value={role}
            {...form.register('overdueNotifyRoles')}
          />
        ))}
      </fieldset>
      <FormFailure failure={errors.root} className={settingsStyles.failure} />
      <div className={settingsStyles.actions}>
        <Button type="submit" loading={save.isPending} disabled={!isDirty}>
          Save targets
        </Button>
        <Button
          variant="ghost"
          disabled={!isDirty || save.isPending}
          onClick={() => form.reset(toTypedTargets(saved))}
        >
          Discard changes
        </Button>
      </div>
    </form>
  );
}
