/**
 * Support-message notifications: one `support_notifications` row per member message,
 * written in the message's own statement, and per staff account only what it has read. A staff
 * account whose role may chat (not finance or reviewers) sees those created since the
 * account exists, as if each had been written for it (the reads are in ./repository.ts).
 */

export const SUPPORT_NOTIFICATION_TITLE = 'New support message';

const PREVIEW_LENGTH = 120;

export function supportNotificationPreview(content: string): string {
  return content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH)}…` : content;
}
