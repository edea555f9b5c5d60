import nodemailer from 'nodemailer';
import { ApiError } from '../http/errors';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const NOT_SET_UP = 'Email is not set up on this server (SMTP_URL), so nothing could be sent';

/**
 * Sends over SMTP (`SMTP_URL`, e.g. `smtp://user:pass@mail.example.com:587`). Without one, a send
 * fails with a 503 that says so: a set-password link is never handed to anyone but its person.
 */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(mail) {
      if (!transport) throw new ApiError(503, NOT_SET_UP);
      try {
        await transport.sendMail({ from, ...mail });
      } catch (error) {
        throw new ApiError(
          502,
          `The email to ${mail.to} could not be sent (${error instanceof Error ? error.message : 'SMTP error'})`,
        );
      }
    },
  };
}
