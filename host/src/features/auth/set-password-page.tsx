import {
  apiRequest,
  SET_PASSWORD_LINK_INVALID,
  setPasswordRequestSchema,
  useDocumentTitle,
} from '@backoffice/shared';
import { Link, useNavigate, useSearchParams } from '@backoffice/shared/router';
import { Button } from '@backoffice/shared/ui';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  checkNewPassword,
  EMPTY_NEW_PASSWORD,
  NewPasswordFields,
  useNewPasswordInputs,
  type NewPasswordErrors,
} from './new-password-fields';
import { passwordSetState } from './password-set-state';
import { usePasswordLinkAccount } from './use-password-link-account';
import styles from './login-page.module.css';

/**
 * /set-password?token=… (issue 21): the one-time link of an invitation or a password reset. Public,
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
  const [value, setValue] = useState(EMPTY_NEW_PASSWORD);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const { inputs, focusError } = useNewPasswordInputs();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassword(value);
    // Rendered before the focus moves, so the field is announced with its error.
    flushSync(() => setErrors(found));
    focusError(found);
    if (found.password || found.confirm || saving) return;
    setSaving(true);
    setFailure(undefined);
    try {
      const { email } = await apiRequest('setPassword', {
        body: { token, password: value.password },
      });
      void navigate('/login', { replace: true, state: passwordSetState(email) });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Could not set the password');
    } finally {
      setSaving(false);
    }
  };

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
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <NewPasswordFields
              value={value}
              errors={errors}
              inputs={inputs}
              onChange={(next) => {
                setValue(next);
                setErrors({});
              }}
            />
            {failure && (
              <p role="alert" className={styles.error}>
                {failure}
              </p>
            )}
            <Button type="submit" loading={saving}>
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
