import {
  notifyInfo,
  notifySuccess,
  notifyUndoable,
  ActionButton,
  memberProfileActions,
  ViewOnly,
  useMayAct,
  type Member,
  type UpdateMember,
} from '@backoffice/shared';
import {
  Card,
  CheckboxField,
  ConfirmDialog,
  MemberStatusBadge,
  TextAreaField,
} from '@backoffice/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useUpdateMember } from './member-profile-queries';
import styles from './member-profile-page.module.css';

type PendingAction = 'suspend' | 'deactivate' | null;

const REASON_REQUIRED = 'Enter a reason for the suspension';

export function MemberStatusActions({ member }: { member: Member }) {
  const updateMember = useUpdateMember(member.id);
  const mayVerify = useMayAct('markVerified');
  const [dialog, setDialog] = useState<PendingAction>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  // Reactivate is disabled while it saves, which drops focus to the start of the page: it comes
  // back to the buttons' row instead (a dialog's confirm does the same through the Dialog).
  const actionsRef = useRef<HTMLDivElement>(null);
  const [changesMade, setChangesMade] = useState(0);
  useEffect(() => {
    if (changesMade > 0 && document.activeElement === document.body) actionsRef.current?.focus();
  }, [changesMade]);

  // Another admin's change, brought by the live refresh, can answer the open question first: then
  // confirming would suspend over their reason, or deactivate a member they just deactivated. The
  // question closes and says so; a pending save of this page's own is its answer, not theirs.
  const answeredElsewhere =
    !updateMember.isPending &&
    ((dialog === 'suspend' && member.status !== 'active') ||
      (dialog === 'deactivate' && member.status === 'deactivated'));
  useEffect(() => {
    if (!answeredElsewhere) return;
    setDialog(null);
    setReason('');
    notifyInfo(
      `Changed by ${member.lastChange?.by ?? 'someone else'} meanwhile; nothing was sent.`,
    );
    // Once per question that another admin answered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answeredElsewhere]);

  const change = (changes: UpdateMember, successMessage: string) =>
    updateMember.mutate(changes, {
      onSuccess: () => {
        notifySuccess(successMessage);
        setDialog(null);
        setReason('');
      },
      onSettled: () => setChangesMade((count) => count + 1),
    });

  // Reversible (the actions table): done at once, and the toast's Undo puts back the previous
  // value only if nobody changed the member since (the version the change left).
  const setVerified = (verified: boolean) =>
    updateMember.mutate(
      { verified },
      {
        onSuccess: (changed) =>
          notifyUndoable(
            verified ? 'Member marked as verified' : 'Verification removed',
            () =>
              updateMember.mutate(
                { verified: !verified, version: changed.version },
                {
                  onSuccess: () =>
                    notifySuccess(verified ? 'Verification undone' : 'Verification restored'),
                },
              ),
            { toastId: `verified-${member.id}-${changed.version}` },
          ),
        onSettled: () => setChangesMade((count) => count + 1),
      },
    );

  const confirmSuspend = () => {
    if (!reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    change({ status: 'suspended', reason: reason.trim() }, 'Member suspended');
  };

  return (
    <Card title="Account">
      <p className={styles.statusLine}>
        Status: <MemberStatusBadge status={member.status} />
      </p>
      {member.statusReason && member.status !== 'active' && (
        <p className={styles.muted}>Reason: {member.statusReason}</p>
      )}
      <ViewOnly actions={memberProfileActions} />
      <div ref={actionsRef} tabIndex={-1} className={styles.actions}>
        {member.status === 'active' ? (
          <ActionButton action="suspend" variant="danger" onClick={() => setDialog('suspend')}>
            Suspend member
          </ActionButton>
        ) : (
          <ActionButton
            action="reactivate"
            onClick={() => change({ status: 'active' }, 'Member reactivated')}
            loading={updateMember.isPending && updateMember.variables.status === 'active'}
          >
            Reactivate member
          </ActionButton>
        )}
        {member.status !== 'deactivated' && (
          <ActionButton
            action="deactivate"
            variant="secondary"
            onClick={() => setDialog('deactivate')}
          >
            Deactivate member
          </ActionButton>
        )}
      </div>
      {mayVerify ? (
        <CheckboxField
          label="Verified member"
          hint="Verified members have confirmed their identity."
          checked={member.verified}
          // Not disabled while a change is saved: that would drop its focus to the page's start.
          onChange={(event) => {
            if (!updateMember.isPending) setVerified(event.target.checked);
          }}
        />
      ) : (
        <p className={styles.muted}>{member.verified ? 'Verified member' : 'Not verified'}</p>
      )}
      <ConfirmDialog
        open={dialog === 'suspend'}
        onOpenChange={(open) => {
          setDialog(open ? 'suspend' : null);
          setReasonError(undefined);
        }}
        title={`Suspend ${member.fullName}?`}
        description="A suspended member cannot sign in until reactivated. The reason is kept on the profile."
        confirmLabel="Suspend"
        tone="danger"
        onConfirm={confirmSuspend}
        pending={updateMember.isPending}
      >
        <TextAreaField
          label="Reason"
          required
          value={reason}
          error={reasonError}
          maxLength={1000}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setReasonError(undefined);
          }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'deactivate'}
        onOpenChange={(open) => setDialog(open ? 'deactivate' : null)}
        title={`Deactivate ${member.fullName}?`}
        description="The account is closed; a member can be reactivated later."
        confirmLabel="Deactivate"
        tone="danger"
        onConfirm={() => change({ status: 'deactivated' }, 'Member deactivated')}
        pending={updateMember.isPending}
      />
    </Card>
  );
}
