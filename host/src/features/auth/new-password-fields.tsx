import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@backoffice/shared';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '../../forms/password-field';

/** The new password under the contract's rule, and its second typing. */
export const newPasswordFields = { password: newPasswordSchema, confirm: z.string() };

const newPasswordObject = z.object(newPasswordFields);

/**
 * Adds "the two typings agree" to a form schema holding `newPasswordFields`. Checked only once the
 * new password itself is fine, so a broken rule is the one error the two fields show.
 */
export function withMatchingConfirmation<S extends z.ZodType<z.infer<typeof newPasswordObject>>>(
  schema: S,
) {
  return schema.refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'The two passwords are not the same',
    when: (payload) => newPasswordObject.safeParse(payload.value).success,
  });
}

/** "New password" and "Confirm new password" (Settings → Your password, /set-password). */
export function NewPasswordFields({
  register,
  errors,
}: {
  register: (name: 'password' | 'confirm') => UseFormRegisterReturn;
  errors: Partial<Record<'password' | 'confirm', FieldError>>;
}) {
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        // The rule once: its error, when broken, says it in place of the hint.
        hint={errors.password ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
    </>
  );
}
