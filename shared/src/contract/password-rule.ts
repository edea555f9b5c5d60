import './zod-config';
import { newPasswordSchema } from './staff';

/** Whose password it is: a password may not contain their email's name part or their name. */
export interface PasswordOwner {
  email: string;
  name: string;
}

export const COMMON_PASSWORD =
  'This password is on lists of common passwords: choose one nobody would guess';
export const PASSWORD_CONTAINS_EMAIL = 'A password cannot contain your email address';
export const PASSWORD_CONTAINS_NAME = 'A password cannot contain your name';

/** Parts shorter than this are too common inside words to refuse ("al", "jo"). */
const MIN_PERSONAL_PART = 3;

const personalParts = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= MIN_PERSONAL_PART);

/**
 * The one rule for every staff password that is set (from a link or changed by its owner): the
 * length rules of `newPasswordSchema`, not a common password (`isCommon` is given the lowercased
 * password; the api checks it against the list it ships), and not containing the account's email
 * name part or any word of its name. Answers the first problem, or undefined when it is fine.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner,
  isCommon: (lowercased: string) => boolean,
): string | undefined {
  const shape = newPasswordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message;
  const lower = password.toLowerCase();
  if (isCommon(lower)) return COMMON_PASSWORD;
  const localPart = owner.email.toLowerCase().split('@')[0] ?? '';
  if (localPart.length >= MIN_PERSONAL_PART && lower.includes(localPart)) {
    return PASSWORD_CONTAINS_EMAIL;
  }
  if (personalParts(owner.email.split('@')[0] ?? '').some((part) => lower.includes(part))) {
    return PASSWORD_CONTAINS_EMAIL;
  }
  if (personalParts(owner.name).some((part) => lower.includes(part))) {
    return PASSWORD_CONTAINS_NAME;
  }
  return undefined;
}
