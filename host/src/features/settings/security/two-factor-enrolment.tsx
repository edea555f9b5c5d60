import { apiRequest } from '@backoffice/shared';
import { Button, TextField } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormFailure } from '../../../forms/form-failure';
import { showApiError } from '../../../forms/show-api-error';
import { submitToApi } from '../../../forms/submit-to-api';
import styles from './security.module.css';

const codeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code your app shows'),
});

/** The QR code of the otpauth URL, drawn here (qrcode is loaded with this screen only). */
function useQrCode(otpauthUrl: string) {
  const [image, setImage] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "heavy-qrcode" */ 'qrcode')
      .then(({ toDataURL }) => toDataURL(otpauthUrl, { margin: 1, width: 192 }))
      .then((url) => current && setImage(url))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [otpauthUrl]);
  return { image, failed };
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section className={styles.section} aria-label="Recovery codes">
      <p className={styles.lead}>
        Two-factor sign-in is on. Save these ten recovery codes somewhere safe: each one signs you
        in once if you lose your phone. They are shown only now.
      </p>
      <ul className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button onClick={onDone}>I have saved the codes</Button>
      </div>
    </section>
  );
}

/**
 * Enrolment: a new secret (QR code and text), one code from the app to confirm it, then the
 * recovery codes, once. Leaving before the code keeps nothing switched on.
 */
export function TwoFactorEnrolment({ onCancel }: { onCancel: () => void }) {
  const queryClient = useQueryClient();
  const setup = useMutation({ mutationFn: () => apiRequest('totpSetup') });
  const form = useForm({
    // Checked synchronously, so the error is in place once the click is handled.
    resolver: zodResolver(codeFormSchema, undefined, { mode: 'sync' }),
    defaultValues: { code: '' },
  });
  const confirm = useMutation({
    mutationFn: (body: { code: string }) => apiRequest('totpConfirm', { body }),
  });
  const { mutate: start } = setup;
  useEffect(() => start(), [start]);
  const qr = useQrCode(setup.data?.otpauthUrl ?? '');

  if (confirm.data) {
    return (
      <RecoveryCodes
        codes={confirm.data.recoveryCodes}
        // Until now the api refused this account everything but the set-up when its role
        // requires two-factor: whatever the open pages were refused is fetched again.
        onDone={() => void queryClient.invalidateQueries()}
      />
    );
  }
  if (setup.isPending || setup.isIdle) return <p role="status">Preparing your set-up…</p>;
  if (setup.isError) {
    return (
      <div className={styles.section}>
        <p role="alert" className={styles.failure}>
          {setup.error.message}
        </p>
        <div className={styles.row}>
          <Button onClick={() => setup.mutate()}>Try again</Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  const submit = submitToApi(
    form,
    (body) => confirm.mutateAsync(body),
    (error) => {
      // A refused code is said next to it, which keeps it; anything else under the form.
      showApiError(form.setError, error, ['code'], 'Could not turn on two-factor');
    },
  );
  const { errors } = form.formState;

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label="Set up two-factor">
      <p className={styles.lead}>
        Scan this code with an authenticator app (or type the key into it), then enter the 6-digit
        code it shows.
      </p>
      {qr.image ? (
        <img className={styles.qr} src={qr.image} alt="QR code for your authenticator app" />
      ) : (
        !qr.failed && <p role="status">Drawing the QR code…</p>
      )}
      <p>
        Key:{' '}
        <code className={styles.secret} aria-label="Secret key">
          {setup.data.secret}
        </code>
      </p>
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <FormFailure failure={errors.root} className={styles.failure} />
      <div className={styles.row}>
        <Button type="submit" loading={confirm.isPending}>
          Turn on two-factor
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
