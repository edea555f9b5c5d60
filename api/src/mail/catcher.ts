import type { AddressInfo } from 'node:net';
import type { CaughtMail } from '@backoffice/shared/contract';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The catcher keeps this many messages; older ones drop off. */
const KEPT_MESSAGES = 200;

export interface MailCatcher {
  /** The SMTP URL the api's mailer sends to. */
  smtpUrl: string;
  port: number;
  /** Newest first. */
  messages(): CaughtMail[];
  close(): Promise<void>;
}

/**
 * The local mail catcher (local mode only): a real SMTP server that accepts every message and
 * keeps it in memory for `GET /dev/mail`. Port 0 takes any free port, so a second api starts too.
 */
export async function startMailCatcher(port: number, host = '127.0.0.1'): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
          caught.unshift({
            to: to.map((address) => address.text).join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          caught.length = Math.min(caught.length, KEPT_MESSAGES);
          done();
        })
        .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://${host}:${bound}`,
    port: bound,
    messages: () => [...caught],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
