import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@backoffice/shared';
import { TextField } from '@backoffice/shared/ui';
import { useRef } from 'react';

export interface NewPassword {
  password: string;
  confirm: string;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', confirm: '' };

export type NewPasswordErrors = Partial<Record<keyof NewPassword, string>>;

/** The contract's rule for the new password, and the two typings agreeing. */
export function checkNewPassword({ password, confirm }: NewPassword): NewPasswordErrors {
  const rule = newPasswordSchema.safeParse(password);
  if (!rule.success) return { password: rule.error.issues[0]?.message };
  if (password !== confirm) return { confirm: 'The two passwords are not the same' };
  return {};
}

type NewPasswordInputs = Partial<Record<keyof NewPassword, HTMLInputElement | null>>;

/**
 * The two inputs, and `focusError` to put the cursor on the one that is wrong. A refused submit
 * otherwise leaves focus on the button, and a screen reader says nothing about the error.
 */
export function useNewPasswordInputs() {
  const inputs = useRef<NewPasswordInputs>({});
  const focusError = (errors: NewPasswordErrors) => {
    const wrong = errors.password ? 'password' : errors.confirm ? 'confirm' : undefined;
    if (wrong) inputs.current[wrong]?.focus();
  };
  return { inputs, focusError };
}

/** "New password" and "Confirm new password" (Settings → Your password, /set-password). */
export function NewPasswordFields({
  value,
  errors,
  onChange,
  inputs,
}: {
  value: NewPassword;
  errors: NewPasswordErrors;
  onChange: (value: NewPassword) => void;
  inputs?: ReturnType<typeof useNewPasswordInputs>['inputs'];
}) {
  return (
    <>
      <TextField
        ref={(input) => {
          if (inputs) inputs.current.password = input;
        }}
        label="New password"
        type="password"
        autoComplete="new-password"
        // The rule once: its error, when broken, says it in place of the hint.
        hint={errors.password ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={value.password}
        error={errors.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
      <TextField
        ref={(input) => {
          if (inputs) inputs.current.confirm = input;
        }}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={value.confirm}
        error={errors.confirm}
        onChange={(event) => onChange({ ...value, confirm: event.target.value })}
      />
    </>
  );
}
