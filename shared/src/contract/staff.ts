import './zod-config';
import { z } from 'zod';
import { isoDateTime } from './common';
import { personNameSchema } from './person-name';
import { areaPaths } from '../session/area-paths';
import { pendingRoleGrantSchema } from './role-grant';
import { staffRoleSchema } from './roles';

/**
 * The staff screen (Settings → Staff, owners only): the staff accounts, their roles,
 * disabling one, and the one-time links that invite a new person or reset a password (emailed to
 * the person, ./staff-security). A link is
 * `<host>/set-password?token=…`; the api keeps only a SHA-256 of the token, it works once and
 * expires after SET_PASSWORD_LINK_HOURS. docs/staff.md.
 */

export const SET_PASSWORD_LINK_HOURS = 72;
export const SET_PASSWORD_PATH = areaPaths.setPassword;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
/** Every password field, typed or new: no longer one can be set, so none is worth sending. */
export const PASSWORD_TOO_LONG = `A password has at most ${PASSWORD_MAX_LENGTH} characters`;

/**
 * Every new password: set from a link or changed by its owner. Spaces count, but a password of
 * spaces alone is refused: twelve presses of the space bar would pass the length rule.
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `A password has at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
  .refine((password) => password.trim() !== '', 'A password cannot be only spaces');

/** `invited`: the account has no password yet (its invitation link was not used). */
export const staffStatuses = ['active', 'invited', 'disabled'] as const;
export const staffStatusSchema = z.enum(staffStatuses);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

export const staffStatusLabels: Readonly<Record<StaffStatus, string>> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: staffStatusSchema,
  createdAt: isoDateTime,
  /** The latest sign-in in the audit trail; null when never. */
  lastSignInAt: isoDateTime.nullable(),
  /** A role asked for that waits for another owner (./role-grant); null when none waits. */
  pendingRole: pendingRoleGrantSchema.nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A role change answers 202 when the grant was recorded to wait for another owner. */
export const roleGrantWaits = (answer: unknown): boolean =>
  staffMemberSchema.safeParse(answer).data?.pendingRole != null;

export const changeStaffRoleSchema = z.object({ role: staffRoleSchema });
export const setStaffDisabledSchema = z.object({ disabled: z.boolean() });

export const staffInvitationSchema = z.object({
  name: personNameSchema,
  email: z.email('Enter a valid email address').max(200),
  role: staffRoleSchema,
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** Public: the token of a link and the new password (the page asks for it twice). */
export const setPasswordRequestSchema = z.object({
  token: z.string().min(1, 'This link has no token').max(200),
  password: newPasswordSchema,
});
/** Answers at the top level like sign-in: the email to sign in with. */
export const setPasswordResponseSchema = z.object({ email: z.string() });

/** The one refusal for a link that is unknown, used or expired (it does not say which). */
export const SET_PASSWORD_LINK_INVALID =
  'This link is invalid, expired or already used. Ask an owner for a new one.';

export const changeOwnPasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, 'Enter your current password')
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  newPassword: newPasswordSchema,
});
export const passwordChangedSchema = z.object({ changed: z.literal(true) });

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const NO_SELF_CHANGE = 'You cannot change your own role or disable your own account';
export const LAST_OWNER = 'The platform needs at least one active owner: make another owner first';
export const EMAIL_TAKEN = 'A staff account with this email already exists';
export const STAFF_NAME_TAKEN =
  'A staff account with this name already exists: approvals show names, so each must be different';
