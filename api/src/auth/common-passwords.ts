import { passwordProblem, type PasswordOwner } from '@backoffice/shared/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list the api ships: zxcvbn-ts's `passwords-common` (about 49 000 entries,
 * most common first, lowercase), loaded once on first use.
 */
let common: ReadonlySet<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

/** The contract's rule with the shipped list: the message to refuse with, or undefined. */
export const staffPasswordProblem = (password: string, owner: PasswordOwner) =>
  passwordProblem(password, owner, (lowercased) => commonPasswords().has(lowercased));

/** How many entries the list holds (the api's test checks it is a real list). */
export const commonPasswordCount = () => commonPasswords().size;
