import { caughtMailSchema, DEV_MAIL_PATH } from '@backoffice/shared/contract';
import { Secret, TOTP } from 'otpauth';
import { z } from 'zod';

const mailList = z.object({ data: z.array(caughtMailSchema) });

/**
 * The set-password link in the newest email the local api's mail catcher holds for `email`
 * (GET /dev/mail, local mode only), waiting up to 10 s for it to arrive.
 */
export async function mailedLink(apiUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(new URL(DEV_MAIL_PATH, apiUrl));
    if (!response.ok) throw new Error(`GET ${DEV_MAIL_PATH} answered ${response.status}`);
    const { data } = mailList.parse(await response.json());
    const link = data
      .find((mail) => mail.to.includes(email))
      ?.text.match(/https?:\/\/\S+token=\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No link was mailed to ${email} within 10 s`);
}

/**
 * An authenticator's code for `secret` (RFC 6238 defaults), `steps` 30-second steps ahead: the
 * api accepts one step of drift and never the same step twice, so a second code in the same
 * half-minute is the next step's.
 */
export const totpCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
