import {
  apiRequest,
  SET_PASSWORD_LINK_INVALID,
  setPasswordRequestSchema,
  useDocumentTitle,
} from '@backoffice/shared';
import { Link, useNavigate, useSearchParams } from '@backoffice/shared/router';
import { Button } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  NewPasswordFields,
  newPasswordFields,
  withMatchingConfirmation,
} from './new-password-fields';
import { passwordSetState } from './password-set-state';
import { usePasswordLinkAccount } from './use-password-link-account';
import { FormFailure } from '../../forms/form-failure';
import { useFocusFirstError } from '../../forms/use-focus-first-error';
import { submitToApi } from '../../forms/submit-to-api';
import styles from './login-page.module.css';

const setPasswordFormSchema = withMatchingConfirmation(z.object(newPasswordFields));

type SetPasswordInput = z.infer<typeof setPasswordFormSchema>;

const FIELD_ORDER = ['password', 'confirm'] as const;

/**
 * /set-password?token=…: the one-time link of an invitation or a password reset. Public,
 * like /login; on success the person signs in there with the new password.
 */
export default function SetPasswordPage() {
  useDocumentTitle('Set your password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // A token the api would refuse by its shape (cut or padded when copied) is the same dead link:
  // saying so now beats a form whose answer would be zod's wording about string lengths.
  const tokenUsable = setPasswordRequestSchema.shape.token.safeParse(token).success;
  const lookup = usePasswordLinkAccount(token, tokenUsable);
  const navigate = useNavigate();
  const form = useForm<SetPasswordInput>({
    // Checked synchronously, so the errors and the cursor are in place once the click is handled.
    resolver: zodResolver(setPasswordFormSchema, undefined, { mode: 'sync' }),
    defaultValues: { password: '', confirm: '' },
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const { formRef, focusFirstError } = useFocusFirstError(form, FIELD_ORDER);

  const submit = submitToApi(
    form,
    async ({ password }) => {
      const { email } = await apiRequest('setPassword', { body: { token, password } });
      void navigate('/login', { replace: true, state: passwordSetState(email) });
    },
    (error) => {
      // What was typed stays, with the api's reason under the form.
      const message = error instanceof Error ? error.message : 'Could not set the password';
      form.setError('root', { message });
    },
    focusFirstError,
  );

  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="set-password-title">
        <h1 id="set-password-title" className={styles.title}>
          Set your password
        </h1>
        {lookup.status === 'found' ? (
          <p className={styles.lead}>
            Choose the password for {lookup.account.name}&rsquo;s staff account,{' '}
            <strong>{lookup.account.email}</strong>.
          </p>
        ) : (
          <p className={styles.lead}>Choose the password for your staff account.</p>
        )}
        {tokenUsable && lookup.status === 'checking' ? (
          <p role="status" className={styles.lead}>
            Checking the link…
          </p>
        ) : tokenUsable && lookup.status !== 'invalid' ? (
          <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
            <NewPasswordFields register={form.register} errors={errors} />
            <FormFailure failure={errors.root} className={styles.error} />
            <Button type="submit" loading={isSubmitting}>
              Set password
            </Button>
          </form>
        ) : (
          <p role="alert" className={styles.error}>
            {SET_PASSWORD_LINK_INVALID}
          </p>
        )}
        <p className={styles.lead}>
          <Link to="/login">Back to sign in</Link>
        </p>
      </section>
    </main>
  );
}
