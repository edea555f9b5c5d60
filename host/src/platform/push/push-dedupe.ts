import { z } from 'zod';

/** Shared with the service worker, which announces the background pushes it shows. */
export const PUSH_CHANNEL_NAME = 'backoffice-push';

const shownAnnouncementSchema = z.object({ type: z.literal('shown'), messageId: z.string() });

export interface PushDedupe {
  /** True the first time a message id is seen on this page, the service worker or another tab. */
  claim(messageId: string): boolean;
}

export function createPushDedupe(channel: BroadcastChannel | null): PushDedupe {
  const seen = new Set<string>();
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const announcement = shownAnnouncementSchema.safeParse(event.data);
    if (announcement.success) seen.add(announcement.data.messageId);
  });
  return {
    claim(messageId) {
      if (seen.has(messageId)) return false;
      seen.add(messageId);
      channel?.postMessage({ type: 'shown', messageId });
      return true;
    },
  };
}
