import { useState, type CSSProperties } from 'react';
import styles from './feedback.module.css';

export type AvatarProps = {
  name: string;
  src?: string | null;
  size?: number;
  /** Decorative avatars sit next to the visible name; others announce the name. */
  decorative?: boolean;
};

/** A word's first character, whole: `word[0]` is half of an emoji (an unreadable "�"). */
const firstCharacter = (word: string | undefined) => (word ? Array.from(word)[0] : undefined);

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = firstCharacter(parts[0]) ?? '?';
  const last = parts.length > 1 ? (firstCharacter(parts[parts.length - 1]) ?? '') : '';
  return (first + last).toUpperCase();
}

export function Avatar({ name, src, size = 32, decorative = true }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-label': name };
  return (
    <span
      className={styles.avatar}
      style={{ '--avatar-size': `${size}px` } as CSSProperties}
      {...a11y}
    >
      {showImage && src ? (
        <img src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
