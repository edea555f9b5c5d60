import { signIn, signinRequestSchema, type SigninRequest } from '@backoffice/shared';
import { Button, TextField } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from './dev-shell.module.css';

/**
 * Email + password, validated with the contract's schema before anything is sent; the server's
 * own message (wrong password, rate limit) is shown as it is, and the typed values are kept.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SigninRequest>({
    resolver: zodResolver(signinRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      await signIn(email, password);
      onSignedIn();
    } catch (error) {
      setServerError(error instanceof Error ? error.message : 'Sign-in failed');
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {serverError && (
        <p role="alert" className={styles.serverError}>
          {serverError}
        </p>
      )}
      <Button type="submit" loading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
