import { DEV_MAIL_PATH } from '@backoffice/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { MailCatcher } from './catcher';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function mailPage(catcher: MailCatcher): string {
  const messages = catcher.messages();
  const items = messages.length
    ? messages
        .map(
          (mail) =>
            `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)}, ${escapeHtml(mail.receivedAt)}</p><pre>${escapeHtml(mail.text)}</pre></article>`,
        )
        .join('')
    : '<p>No mail yet.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local mail</title><style>body{font:16px system-ui,sans-serif;margin:1rem;color-scheme:light dark}pre{white-space:pre-wrap;word-break:break-all}article{border-bottom:1px solid;padding-bottom:1rem}</style></head><body><h1>Local mail (${messages.length})</h1>${items}</body></html>`;
}

/**
 * Local mode only: what the mail catcher received, newest first, as JSON (`GET /dev/mail`, the e2e
 * suites read links there) and as a page to read in a browser (`GET /dev/mail/view`).
 */
export function registerDevMailRoutes(app: FastifyInstance, catcher: MailCatcher): void {
  app.get(DEV_MAIL_PATH, () => ({ data: catcher.messages() }));
  app.get(`${DEV_MAIL_PATH}/view`, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(mailPage(catcher)),
  );
}
