import { apiRequest, setStepUpHandler } from '@backoffice/shared';
import { STEP_UP_MINUTES } from '@backoffice/shared/contract';
import { ConfirmDialog } from '@backoffice/shared/ui';
import { useEffect, useState } from 'react';
import { PasswordField } from '../../forms/password-field';

const DESCRIPTION = `This change needs your password from the last ${STEP_UP_MINUTES} minutes. Enter it and the change goes ahead.`;

/**
 * The one step-up dialog: when the api refuses a sensitive change with `step_up_required`, the
 * http client asks here, re-opens the window with POST /auth/step-up and repeats the call; Cancel
 * lets the refusal through to the screen that asked. Mounted once in the signed-in shell.
 */
export function StepUpPrompt() {
  const [answer, setAnswer] = useState<(ok: boolean) => void>();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    setStepUpHandler(() => new Promise<boolean>((resolve) => setAnswer(() => resolve)));
    return () => setStepUpHandler(null);
  }, []);

  const finish = (ok: boolean) => {
    answer?.(ok);
    setAnswer(undefined);
    setPassword('');
    setError(undefined);
  };

  const confirm = async () => {
    if (!password) {
      setError('Enter your password');
      return;
    }
    setPending(true);
    try {
      await apiRequest('stepUp', { body: { password } });
      finish(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Your password could not be checked');
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      open={answer !== undefined}
      onOpenChange={(open) => {
        if (!open) finish(false);
      }}
      title="Confirm it is you"
      description={DESCRIPTION}
      confirmLabel="Continue"
      pending={pending}
      onConfirm={() => void confirm()}
    >
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
