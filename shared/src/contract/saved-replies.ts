import './zod-config';
import { z } from 'zod';
import { isoDateTime } from './common';
import { CHAT_MESSAGE_MAX_LENGTH } from './support';

/** Replies the support team keeps and shares. */
export const SAVED_REPLY_TITLE_MAX_LENGTH = 80;

export const savedReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: isoDateTime,
});
export type SavedReply = z.infer<typeof savedReplySchema>;

export const savedReplyInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title')
    .max(SAVED_REPLY_TITLE_MAX_LENGTH, `At most ${SAVED_REPLY_TITLE_MAX_LENGTH} characters`),
  body: z
    .string()
    .trim()
    .min(1, 'Enter the reply')
    .max(CHAT_MESSAGE_MAX_LENGTH, `At most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
});
export type SavedReplyInput = z.infer<typeof savedReplyInputSchema>;

/** `deletedAt` is the version an Undo sends back: the restore only applies to that deletion. */
export const deletedSavedReplySchema = z.object({ id: z.string(), deletedAt: isoDateTime });

export const restoreSavedReplySchema = z.object({ deletedAt: isoDateTime });

/** The member's first name: the first word of their full name. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** A saved reply's text for one member: `{firstName}` becomes their first name. */
export function fillSavedReply(body: string, member: { fullName: string }): string {
  return body.replaceAll('{firstName}', firstNameOf(member.fullName));
}

/** Case-insensitive match on the title or the text (the composer's `/` list). */
export function searchSavedReplies(replies: readonly SavedReply[], term: string): SavedReply[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...replies];
  return replies.filter(
    (reply) =>
      reply.title.toLowerCase().includes(needle) || reply.body.toLowerCase().includes(needle),
  );
}
