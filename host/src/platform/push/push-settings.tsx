import { notifySuccess } from '@backoffice/shared';
import { Button, Skeleton } from '@backoffice/shared/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readStoredPushToken } from './device-storage';
import type { PushAdapter, PushPermission } from './push-adapter';
import { pushAdapterQuery } from './push-settings-queries';
import type { PushRegistration, RegistrationOutcome, SkipReason } from './push-registration';
import { pagePush } from './push-service';
import { selectLastOutcome, usePushStatusStore } from './push-status-store';
import styles from './push.module.css';

/** docs/spec.md §9. */
export const PUSH_UPDATED_TOAST = 'Push notifications updated';
export const PUSH_UPDATED_TOAST_MS = 3_000;

const permissionLabels: Record<PushPermission, string> = {
  granted: 'Allowed',
  denied: 'Blocked in the browser settings',
  default: 'Not asked yet',
};

const skipLabels: Record<SkipReason, string> = {
  'not-authenticated': 'Not registered: you are signed out',
  unsupported: 'Not registered: push is not available here',
  permission: 'Not registered: notifications are not allowed',
  'no-token': 'Not registered: the push service gave no token',
  unchanged: 'Registered',
};

function describeOutcome(outcome: RegistrationOutcome | null): string {
  if (!outcome) return readStoredPushToken() ? 'Registered' : 'Not registered yet';
  if (outcome.status === 'registered') return 'Registered';
  if (outcome.status === 'skipped') return skipLabels[outcome.reason];
  return `Registration failed: ${outcome.message}`;
}

export interface PushSettingsProps {
  registration?: PushRegistration;
  loadAdapter?: () => Promise<PushAdapter | null>;
}

/** Settings → Push notifications (docs/design.md §5): support, permission, registration. */
export function PushSettings({
  registration = pagePush.registration,
  loadAdapter,
}: PushSettingsProps) {
  const adapter = useQuery(pushAdapterQuery(loadAdapter));
  const lastOutcome = usePushStatusStore(selectLastOutcome);
  // The browser has no event for permission changes made here; re-read after asking.
  const [permission, setPermission] = useState<PushPermission | null>(null);

  const reRegister = useMutation({
    mutationFn: () => registration.register({ force: true }),
    onSuccess: (outcome) => {
      if (outcome.status === 'registered') {
        notifySuccess(PUSH_UPDATED_TOAST, { autoClose: PUSH_UPDATED_TOAST_MS });
      }
    },
  });
  const enable = useMutation({
    mutationFn: async (push: PushAdapter) => {
      const answer = await push.requestPermission();
      setPermission(answer);
      return answer === 'granted' ? registration.register() : null;
    },
  });

  if (adapter.isPending) {
    return <Skeleton height={96} />;
  }
  if (adapter.isError || !adapter.data) {
    return (
      <p>
        Push notifications are not available in this browser or deployment (no push support or no
        push configuration). Everything else works as usual.
      </p>
    );
  }
  const push = adapter.data;
  const currentPermission = permission ?? push.permission();
  const failure =
    enable.error?.message ??
    (reRegister.data?.status === 'failed' ? reRegister.data.message : undefined) ??
    reRegister.error?.message;
  const skipped = reRegister.data?.status === 'skipped' ? reRegister.data.reason : undefined;

  return (
    <div>
      <dl className={styles.facts}>
        <dt>Support</dt>
        <dd>Supported</dd>
        <dt>Permission</dt>
        <dd>{permissionLabels[currentPermission]}</dd>
        <dt>Registration</dt>
        <dd>{describeOutcome(lastOutcome)}</dd>
      </dl>
      <div className={styles.actions}>
        {currentPermission !== 'granted' && (
          <Button
            variant="primary"
            loading={enable.isPending}
            disabled={currentPermission === 'denied'}
            onClick={() => enable.mutate(push)}
          >
            Enable
          </Button>
        )}
        <Button
          variant="secondary"
          loading={reRegister.isPending}
          disabled={currentPermission !== 'granted'}
          onClick={() => reRegister.mutate()}
        >
          Re-register
        </Button>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {skipped && skipped !== 'unchanged' && <p role="status">{skipLabels[skipped]}</p>}
    </div>
  );
}
