import { apiRequest, isApiError } from '@backoffice/shared';
import { useSearchParams } from '@backoffice/shared/router';
import { Button, ErrorState, Skeleton, TextField } from '@backoffice/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TWO_FACTOR_ENROL_PARAM } from '../../auth/two-factor-enrolment';
import { mfaStatusQuery, securityKeys } from './security-queries';
import { TwoFactorEnrolment } from './two-factor-enrolment';
import styles from './security.module.css';

function TurnOffForm() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const turnOff = useMutation({
    mutationFn: () => apiRequest('totpDisable', { body: { password } }),
    onSuccess: () => {
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
    onError: (failure) => setError(isApiError(failure) ? failure.message : 'Could not turn it off'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password');
      return;
    }
    turnOff.mutate();
  };
  return (
    <form className={styles.row} onSubmit={submit} noValidate aria-label="Turn off two-factor">
      <TextField
        label="Password to turn it off"
        type="password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" loading={turnOff.isPending}>
        Turn off two-factor
      </Button>
    </form>
  );
}

/**
 * Settings → Your security: two-factor sign-in with an authenticator app. An account whose role
 * an owner requires it for arrives here right after its password (`?two-factor=required`), with
 * the set-up already started.
 */
export function TwoFactorSection() {
  const status = useQuery(mfaStatusQuery());
  const [searchParams] = useSearchParams();
  const sentHere = searchParams.get(TWO_FACTOR_ENROL_PARAM) === 'required';
  const [enrolling, setEnrolling] = useState(sentHere);
  const section = useRef<HTMLDivElement>(null);
  const loaded = status.isSuccess;
  // Sent here before anything else: the set-up is what the person sees, not the top of Settings.
  useEffect(() => {
    if (sentHere && loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [sentHere, loaded]);

  if (status.isPending) return <Skeleton height="4rem" />;
  if (status.isError) {
    return (
      <ErrorState
        message={status.error.message}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  const { enrolled, required, recoveryCodesLeft } = status.data;
  return (
    <div className={styles.section} ref={section}>
      {required && !enrolled && (
        <p className={styles.required} role="status">
          Your role must sign in with two-factor: set it up now to continue working.
        </p>
      )}
      {enrolled && !enrolling ? (
        <>
          <p className={styles.lead}>
            Two-factor sign-in is on. {recoveryCodesLeft} of 10 recovery codes left.
          </p>
          {!required && <TurnOffForm />}
        </>
      ) : enrolling ? (
        <TwoFactorEnrolment onCancel={() => setEnrolling(false)} />
      ) : (
        <>
          <p className={styles.lead}>
            Two-factor sign-in is off. With it on, signing in asks for a code from an authenticator
            app after your password.
          </p>
          <div className={styles.row}>
            <Button onClick={() => setEnrolling(true)}>Set up two-factor</Button>
          </div>
        </>
      )}
    </div>
  );
}
