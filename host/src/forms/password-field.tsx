import { TextField } from '@backoffice/shared/ui';
import type { ComponentProps } from 'react';

export type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'> & {
  /** Which password a password manager should offer: the one saved, or a new one to save. */
  autoComplete: 'current-password' | 'new-password';
};

/**
 * Every password input of the host outside the sign-in form (which keeps its own, in /login's
 * bundle). Works with react-hook-form: spread `register(name)` onto it.
 */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} type="password" />;
}
