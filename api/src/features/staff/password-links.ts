import { createHash, randomBytes } from 'node:crypto';
import {
  SET_PASSWORD_LINK_HOURS,
  SET_PASSWORD_PATH,
  type StaffMember,
} from '@backoffice/shared/contract';
import type { Queryable } from '../../db/database';
import type { Mail } from '../../mail/mailer';
import {
  expireUnusedPasswordLinks,
  findUsablePasswordLink,
  insertPasswordLink,
  usePasswordLink,
  type LinkPurpose,
} from './repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time link for a staff account; older unused links of the account stop working. Only
 * the token's SHA-256 is stored: the link exists only in the email to the account's address.
 */
export async function createPasswordLink(
  tx: Queryable,
  staffId: string,
  purpose: LinkPurpose,
  hostOrigin: string,
): Promise<{ link: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000);
  await expireUnusedPasswordLinks(tx, staffId);
  await insertPasswordLink(tx, { tokenHash: hashToken(token), staffId, purpose, expiresAt });
  const link = new URL(SET_PASSWORD_PATH, hostOrigin);
  link.searchParams.set('token', token);
  return { link: link.href, expiresAt };
}

/**
 * Uses a link once: marks it used (one UPDATE, so of two racing uses only one wins) and returns
 * its account and purpose, or undefined when the token is unknown, used or expired.
 */
export function consumePasswordLink(
  tx: Queryable,
  token: string,
): Promise<{ staffId: string; purpose: LinkPurpose } | undefined> {
  return usePasswordLink(tx, hashToken(token));
}

/** The email that carries a link to its person. */
export function passwordLinkMail(options: {
  staff: StaffMember;
  purpose: LinkPurpose;
  link: string;
  expiresAt: Date;
}): Mail {
  const { staff, purpose, link, expiresAt } = options;
  const intro =
    purpose === 'invite'
      ? 'You have been invited to the back-office. Set your password to sign in:'
      : 'An owner reset your back-office password. Set a new one here:';
  return {
    to: staff.email,
    subject:
      purpose === 'invite' ? 'Your back-office invitation' : 'Reset your back-office password',
    text: [
      `Hello ${staff.name},`,
      '',
      intro,
      link,
      '',
      `The link works once and expires ${expiresAt.toUTCString()}.`,
      'If you did not expect this email, tell your back-office owner and do not use the link.',
    ].join('\n'),
  };
}

/** The account and purpose of a usable link (unknown, used and expired ones: undefined); unused. */
export function peekPasswordLink(
  db: Queryable,
  token: string,
): Promise<{ staffId: string; purpose: LinkPurpose } | undefined> {
  return findUsablePasswordLink(db, hashToken(token));
}
