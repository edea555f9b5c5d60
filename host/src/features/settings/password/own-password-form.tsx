import { apiRequest, changeOwnPasswordSchema, isApiError, notifySuccess } from '@backoffice/shared';
import { Button, TextField } from '@backoffice/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  checkNewPassword,
  EMPTY_NEW_PASSWORD,
  NewPasswordFields,
  useNewPasswordInputs,
  type NewPasswordErrors,
} from '../../auth/new-password-fields';
import styles from '../settings.module.css';

/**
 * Settings → Your password (issue 21, every staff member): the current password, then the new
 * one twice. The api ends the account's other sessions; this one stays signed in.
 */
export function OwnPasswordForm() {
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string>();
  const [next, setNext] = useState(EMPTY_NEW_PASSWORD);
  const [nextErrors, setNextErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string>();
  const currentInput = useRef<HTMLInputElement>(null);
  const { inputs, focusError } = useNewPasswordInputs();
  const save = useMutation({
    mutationFn: () =>
      apiRequest('changeOwnPassword', {
        body: { currentPassword: current, newPassword: next.password },
      }),
    onSuccess: () => {
      setCurrent('');
      setNext(EMPTY_NEW_PASSWORD);
      notifySuccess('Your password is changed; your other sessions have ended');
    },
    onError: (error) => {
      if (isApiError(error) && error.field === 'currentPassword') {
        flushSync(() => setCurrentError(error.message));
        currentInput.current?.focus();
      } else setFailure(error.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    // The contract's rule: missing, or longer than any password can be.
    const currentProblem =
      changeOwnPasswordSchema.shape.currentPassword.safeParse(current).error?.issues[0]?.message;
    const found = checkNewPassword(next);
    // Rendered before the focus moves, so the field is announced with its error.
    flushSync(() => {
      setCurrentError(currentProblem);
      setNextErrors(found);
    });
    // The cursor goes to the first field that is wrong, as on the sign-in form.
    if (currentProblem) currentInput.current?.focus();
    else focusError(found);
    if (!currentProblem && !found.password && !found.confirm) save.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Change your password">
      <TextField
        ref={currentInput}
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        error={currentError}
        onChange={(event) => {
          setCurrent(event.target.value);
          setCurrentError(undefined);
        }}
      />
      <NewPasswordFields
        value={next}
        errors={nextErrors}
        inputs={inputs}
        onChange={(value) => {
          setNext(value);
          setNextErrors({});
        }}
      />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <Button type="submit" loading={save.isPending}>
        Change password
      </Button>
    </form>
  );
}
