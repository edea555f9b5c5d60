import {
  formatDateTime,
  selectUser,
  staffStatusLabels,
  useAuthStore,
  type PasswordLinkSent,
  type StaffMember,
  type StaffStatus,
} from '@backoffice/shared';
import {
  Badge,
  Button,
  Card,
  DataTable,
  type BadgeTone,
  type ColumnDef,
} from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { InviteStaffForm } from './invite-staff-form';
import { EndSessionsButton } from './end-sessions-button';
import { LinkSentNotice } from './link-sent-notice';
import { StaffActionDialog, type StaffAction } from './staff-action-dialog';
import { staffListQuery } from './staff-queries';
import { RoleGrantActions } from './role-grant-actions';
import { StaffRoleSelect } from './staff-role-select';
import styles from './staff.module.css';

const statusTones: Readonly<Record<StaffStatus, BadgeTone>> = {
  active: 'success',
  invited: 'info',
  disabled: 'danger',
};

function staffColumns(
  selfId: string | undefined,
  ask: (action: StaffAction) => void,
): ColumnDef<StaffMember, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <>
          {row.original.name}
          {row.original.id === selfId && <span className={styles.you}> (you)</span>}
        </>
      ),
    },
    { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
    {
      id: 'role',
      header: 'Role',
      cell: ({ row }) => (
        <>
          <StaffRoleSelect member={row.original} isSelf={row.original.id === selfId} />
          {row.original.pendingRole && (
            <RoleGrantActions member={row.original} grant={row.original.pendingRole} />
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <Badge tone={statusTones[row.original.status]}>
          {staffStatusLabels[row.original.status]}
        </Badge>
      ),
    },
    {
      id: 'lastSignIn',
      header: 'Last sign-in',
      meta: { nowrap: true },
      cell: ({ row }) =>
        row.original.lastSignInAt ? formatDateTime(row.original.lastSignInAt) : 'Never',
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const member = row.original;
        if (member.id === selfId) return '—';
        const disabled = member.status === 'disabled';
        return (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              aria-label={`${disabled ? 'Enable' : 'Disable'} ${member.name}`}
              onClick={() => ask({ kind: disabled ? 'enable' : 'disable', member })}
            >
              {disabled ? 'Enable' : 'Disable'}
            </Button>
            {!disabled && (
              <Button
                variant="secondary"
                aria-label={`${member.status === 'invited' ? 'Resend invitation to' : 'Reset password of'} ${member.name}`}
                onClick={() => ask({ kind: 'reset', member })}
              >
                {member.status === 'invited' ? 'Resend invitation' : 'Reset password'}
              </Button>
            )}
            {member.status === 'active' && <EndSessionsButton member={member} />}
          </div>
        );
      },
    },
  ];
}

/**
 * Settings → Staff (owners only): every staff account with its role and status, an
 * invitation form, and per account a role, disable/enable and a password reset. Links go by email
 * to the person; above the table the owner sees where one went and can send it again.
 */
export function StaffSection() {
  const selfId = useAuthStore(selectUser)?.id;
  const staff = useQuery(staffListQuery());
  const [action, setAction] = useState<StaffAction>();
  const [shown, setShown] = useState<PasswordLinkSent>();
  const nameField = useRef<HTMLInputElement>(null);

  return (
    <Card title="People and roles">
      <InviteStaffForm nameRef={nameField} onInvited={setShown} />
      {shown && (
        <LinkSentNotice
          result={shown}
          onResent={setShown}
          onDismiss={() => {
            // Done goes with the notice: the cursor moves to the top of this card, not the page's.
            nameField.current?.focus();
            setShown(undefined);
          }}
        />
      )}
      <DataTable
        label="Staff"
        columns={staffColumns(selfId, setAction)}
        data={staff.data ?? []}
        getRowId={(member) => member.id}
        loading={staff.isPending}
        error={staff.isError ? staff.error.message : undefined}
        onRetry={() => void staff.refetch()}
        emptyTitle="No staff accounts yet"
        emptyDescription="Invite someone with the form above."
      />
      <StaffActionDialog
        action={action}
        onClose={() => setAction(undefined)}
        onLinkSent={setShown}
      />
    </Card>
  );
}
