import { apiRequest, changeOwnPasswordSchema, isApiError, notifySuccess } from '@backoffice/shared';
import { Button } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  NewPasswordFields,
  newPasswordFields,
  withMatchingConfirmation,
} from '../../auth/new-password-fields';
import { FormFailure } from '../../../forms/form-failure';
import { PasswordField } from '../../../forms/password-field';
import { useFocusFirstError } from '../../../forms/use-focus-first-error';
import { submitToApi } from '../../../forms/submit-to-api';
import styles from '../settings.module.css';

// The contract's rule for the current password: missing, or longer than any password can be.
const ownPasswordFormSchema = withMatchingConfirmation(
  z.object({
    currentPassword: changeOwnPasswordSchema.shape.currentPassword,
    ...newPasswordFields,
  }),
);

type OwnPasswordInput = z.infer<typeof ownPasswordFormSchema>;

const EMPTY: OwnPasswordInput = { currentPassword: '', password: '', confirm: '' };

// The cursor goes to the first field that is wrong, as on the sign-in form.
const FIELD_ORDER = ['currentPassword', 'password', 'confirm'] as const;

/**
 * Settings → Your password (every staff member): the current password, then the new
 * one twice. The api ends the account's other sessions; this one stays signed in.
 */
export function OwnPasswordForm() {
  const form = useForm<OwnPasswordInput>({
    // Checked synchronously, so the errors and the cursor are in place once the click is handled.
    resolver: zodResolver(ownPasswordFormSchema, undefined, { mode: 'sync' }),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { formRef, focusFirstError } = useFocusFirstError(form, FIELD_ORDER);
  const save = useMutation({
    mutationFn: ({ currentPassword, password }: OwnPasswordInput) =>
      apiRequest('changeOwnPassword', { body: { currentPassword, newPassword: password } }),
  });

  const submit = submitToApi(
    form,
    async (typed) => {
      await save.mutateAsync(typed);
      form.reset(EMPTY);
      notifySuccess('Your password is changed; your other sessions have ended');
    },
    (failure) => {
      // What was typed stays; a wrong current password is said next to it, anything else under.
      const message = failure instanceof Error ? failure.message : 'Could not change the password';
      if (isApiError(failure) && failure.field === 'currentPassword') {
        form.setError('currentPassword', { message });
        focusFirstError();
      } else form.setError('root', { message });
    },
    focusFirstError,
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label="Change your password"
    >
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields register={form.register} errors={errors} />
      <FormFailure failure={errors.root} className={styles.failure} />
      <Button type="submit" loading={save.isPending}>
        Change password
      </Button>
    </form>
  );
}
