import './zod-config';
import { z } from 'zod';
import { carriedFirstPageSchema, signinResponseSchema } from './auth';
import { isoDateTime } from './common';
import { staffRoleSchema } from './roles';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG, staffMemberSchema } from './staff';

/**
 * Staff sign-in security (docs/security.md): set-password links go by email to the person, never
 * back to the owner; two-factor sign-in with an authenticator app (TOTP, RFC 6238's defaults);
 * and step-up, the password (or a code) entered again before a sensitive change.
 */

/** What an owner sees after an invitation or a reset: where the email went, never the link. */
export const passwordLinkSentSchema = z.object({
  staff: staffMemberSchema,
  purpose: z.enum(['invite', 'reset']),
  sentTo: z.string(),
  expiresAt: isoDateTime,
});
export type PasswordLinkSent = z.infer<typeof passwordLinkSentSchema>;

export const NO_SELF_RESET =
  'You cannot reset your own password by link: change it under Settings → Your password';

/** A message the local mail catcher received (GET /dev/mail, local mode only), newest first. */
export const caughtMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  receivedAt: isoDateTime,
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;
export const DEV_MAIL_PATH = '/dev/mail';

/** A six-digit authenticator code, or a recovery code (`xxxxx-xxxxx`). */
const codeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(40, 'A code has at most 40 characters');

/** The answer 403s carry when the password must be entered again first. */
export const STEP_UP_REASON = 'step_up_required';
/** The step-up window when the api's STEP_UP_MINUTES is unset. */
export const STEP_UP_MINUTES = 10;

/** The window as a person reads it: whole minutes, or seconds for a shorter or odd setting. */
export function stepUpWindowText(minutes: number): string {
  if (Number.isInteger(minutes)) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const seconds = Math.round(minutes * 60);
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/** The 403's message for the api's window (STEP_UP_MINUTES). */
export const stepUpRequiredText = (minutes: number) =>
  `Enter your password again to continue: this change needs it from the last ${stepUpWindowText(minutes)}`;

/** POST /auth/step-up: the password, or a code for an account with two-factor. */
export const stepUpRequestSchema = z.union([
  z.object({
    password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  }),
  z.object({ code: codeSchema }),
]);
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;
export const stepUpResponseSchema = z.object({ until: isoDateTime });

/**
 * An admin sign-in's answer: the usual tokens (with `mfa_enrolment_required` when an owner made
 * two-factor a must for the account's role and it has not enrolled yet), or, for an enrolled
 * account, a short-lived challenge that `POST /auth/signin/admin/mfa` trades with a code.
 */
export const mfaChallengeSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string().min(1),
});
export const adminSigninResponseSchema = z.union([
  signinResponseSchema.extend({
    mfa_enrolment_required: z.boolean().optional(),
    // Dropped when malformed, like the request's: the page then asks for itself.
    first_page: carriedFirstPageSchema.optional().catch(undefined),
  }),
  mfaChallengeSchema,
]);
export type AdminSigninResponse = z.infer<typeof adminSigninResponseSchema>;

export const mfaSigninRequestSchema = z.object({
  mfa_token: z.string().min(1).max(200),
  code: codeSchema,
});
export const INVALID_MFA_CODE = 'That code is not valid. Try the newest code, or a recovery code.';
export const MFA_CHALLENGE_EXPIRED =
  'The sign-in took too long. Enter your email and password again.';

export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const totpConfirmRequestSchema = z.object({ code: codeSchema });
export const RECOVERY_CODE_COUNT = 10;
export const totpConfirmResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const totpDisabledSchema = z.object({ disabled: z.literal(true) });

/** The caller's own two-factor state (Settings → Your security). */
export const mfaStatusSchema = z.object({
  enrolled: z.boolean(),
  /** An owner requires two-factor for the caller's role. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});

/** Owners' setting: the roles whose accounts must sign in with two-factor. */
export const mfaPolicySchema = z.object({ requiredRoles: z.array(staffRoleSchema) });
