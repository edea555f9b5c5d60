import { apiRequest, isApiError } from '@backoffice/shared';
import { useSearchParams } from '@backoffice/shared/router';
import { Button, ErrorState, Skeleton } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '../../../forms/password-field';
import { submitToApi } from '../../../forms/submit-to-api';
import { TWO_FACTOR_ENROL_PARAM } from '../../auth/two-factor-enrolment';
import { mfaStatusQuery, securityKeys } from './security-queries';
import { TwoFactorEnrolment } from './two-factor-enrolment';
import styles from './security.module.css';

const turnOffSchema = z.object({ password: z.string().min(1, 'Enter your password') });

function TurnOffForm() {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(turnOffSchema), defaultValues: { password: '' } });
  const turnOff = useMutation({
    mutationFn: (password: string) => apiRequest('totpDisable', { body: { password } }),
  });
  const submit = submitToApi(
    form,
    async ({ password }) => {
      await turnOff.mutateAsync(password);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
    (failure) => {
      // A wrong password is the api's usual answer: said next to the field, which keeps it.
      const message = isApiError(failure) ? failure.message : 'Could not turn it off';
      form.setError('password', { message });
    },
  );
  return (
    <form className={styles.row} onSubmit={submit} noValidate aria-label="Turn off two-factor">
      <PasswordField
        label="Password to turn it off"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
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
