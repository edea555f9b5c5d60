import { z } from 'zod';

/** What the palette opened lately, shown while its search box is empty. */
const recentItemSchema = z.object({
  /** Unique across kinds, e.g. `member:MEM-1001`. */
  key: z.string().min(1),
  label: z.string(),
  detail: z.string(),
  kindLabel: z.string(),
  /** A path on this site (never `//host`, which would leave it). */
  to: z.string().regex(/^\/(?!\/)/),
});
export type RecentItem = z.infer<typeof recentItemSchema>;

export const RECENT_ITEMS_LIMIT = 6;

const storageKey = (userId: string) => `commandPalette.recent.${userId}`;

/** The stored list, or none when it is missing or not what this version wrote. */
export function readRecentItems(userId: string): RecentItem[] {
  try {
    const parsed = z
      .array(recentItemSchema)
      .safeParse(JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]'));
    return parsed.success ? parsed.data.slice(0, RECENT_ITEMS_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first, without a second copy of it, keeping the newest few. */
export function rememberRecentItem(userId: string, item: RecentItem): RecentItem[] {
  const next = [item, ...readRecentItems(userId).filter((old) => old.key !== item.key)].slice(
    0,
    RECENT_ITEMS_LIMIT,
  );
  localStorage.setItem(storageKey(userId), JSON.stringify(next));
  return next;
}
