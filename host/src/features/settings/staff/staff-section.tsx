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
  Card,
  DataTable,
  SearchInput,
  type BadgeTone,
  type ColumnDef,
} from '@backoffice/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { InviteStaffForm } from './invite-staff-form';
import { EndSessionsDialog } from './end-sessions-dialog';
import { LinkSentNotice } from './link-sent-notice';
import { StaffActionDialog, type StaffAction } from './staff-action-dialog';
import { staffListQuery } from './staff-queries';
import { RoleGrantActions } from './role-grant-actions';
import { RowActionsMenu, type RowAction } from './row-actions-menu';
import { duplicateNameIds, visibleStaff } from './staff-list';
import { StaffRoleSelect } from './staff-role-select';
import styles from './staff.module.css';

const statusTones: Readonly<Record<StaffStatus, BadgeTone>> = {
  active: 'success',
  invited: 'info',
  disabled: 'danger',
};

/** What an owner may do to another account, by its status; nothing on their own row. */
function rowActions(
  member: StaffMember,
  ask: (action: StaffAction) => void,
  endSessions: (member: StaffMember) => void,
): RowAction[] {
  const disabled = member.status === 'disabled';
  const invited = member.status === 'invited';
  return [
    {
      label: disabled ? 'Enable' : 'Disable',
      name: `${disabled ? 'Enable' : 'Disable'} ${member.name}`,
      run: () => ask({ kind: disabled ? 'enable' : 'disable', member }),
    },
    ...(disabled
      ? []
      : [
          {
            label: invited ? 'Resend invitation' : 'Reset password',
            name: `${invited ? 'Resend invitation to' : 'Reset password of'} ${member.name}`,
            run: () => ask({ kind: 'reset', member }),
          },
        ]),
    ...(member.status === 'active'
      ? [
          {
            label: 'End sessions',
            name: `End sessions of ${member.name}`,
            run: () => endSessions(member),
          },
        ]
      : []),
  ];
}

function staffColumns({
  selfId,
  duplicates,
  ask,
  endSessions,
}: {
  selfId: string | undefined;
  duplicates: ReadonlySet<string>;
  ask: (action: StaffAction) => void;
  endSessions: (member: StaffMember) => void;
}): ColumnDef<StaffMember, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <>
          {row.original.name}
          {row.original.id === selfId && <span className={styles.you}> (you)</span>}
          {duplicates.has(row.original.id) && (
            <span className={styles.duplicate}>
              <span aria-hidden="true">⚠ </span>Same name as another account: check the email
            </span>
          )}
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
      cell: ({ row }) =>
        row.original.id === selfId ? (
          '—'
        ) : (
          <RowActionsMenu
            label={`Actions for ${row.original.name}`}
            actions={rowActions(row.original, ask, endSessions)}
          />
        ),
    },
  ];
}

/**
 * Settings → Staff (owners only): every staff account by name with its role and status, a search
 * by name or email, a warning on a name two accounts share, an invitation form, and per account a
 * role and a menu of actions (disable/enable, a password reset, ending sessions). Links go by
 * email to the person; above the table the owner sees where one went and can send it again.
 */
export function StaffSection() {
  const selfId = useAuthStore(selectUser)?.id;
  const staff = useQuery(staffListQuery());
  const [action, setAction] = useState<StaffAction>();
  const [ending, setEnding] = useState<StaffMember>();
  const [shown, setShown] = useState<PasswordLinkSent>();
  const [search, setSearch] = useState('');
  const everyone = staff.data ?? [];
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
      <SearchInput
        label="Search staff by name or email"
        placeholder="Search by name or email"
        value={search}
        onValueChange={setSearch}
        className={styles.search}
      />
      <DataTable
        label="Staff"
        columns={staffColumns({
          selfId,
          duplicates: duplicateNameIds(everyone),
          ask: setAction,
          endSessions: setEnding,
        })}
        data={visibleStaff(everyone, search)}
        getRowId={(member) => member.id}
        loading={staff.isPending}
        error={staff.isError ? staff.error.message : undefined}
        onRetry={() => void staff.refetch()}
        emptyTitle={search.trim() ? 'No staff account matches' : 'No staff accounts yet'}
        emptyDescription={
          search.trim()
            ? `Nobody's name or email holds "${search.trim()}".`
            : 'Invite someone with the form above.'
        }
      />
      <StaffActionDialog
        action={action}
        onClose={() => setAction(undefined)}
        onLinkSent={setShown}
      />
      <EndSessionsDialog member={ending} onClose={() => setEnding(undefined)} />
    </Card>
  );
}
