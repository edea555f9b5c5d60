import { z } from 'zod';
import { hasVisibleCharacter, INVISIBLE_NAME } from './common';

/**
 * Control, format and direction characters: a zero-width space (U+200B), a joiner, a
 * right-to-left override (U+202E) and the other bidi controls are all format (Cf) characters;
 * line and paragraph separators too. In a name they make two names look alike, or reorder text.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export const HIDDEN_CHARACTER_NAME =
  'A name cannot hold invisible, control or text-direction characters';

/** Whether a name holds a character `HIDDEN` names. */
export const hasHiddenCharacter = (name: string) => HIDDEN.test(name);

/**
 * A staff member's name: NFKC-normalised (a no-break space becomes a space, a full-width letter
 * its usual one), trimmed, and refused with hidden characters. A name that only looks like an
 * existing one is the api's check (its confusable skeleton).
 */
export const personNameSchema = z
  .string()
  .transform((name) => name.normalize('NFKC'))
  .pipe(
    z
      .string()
      .trim()
      .min(1, 'Enter a name')
      .max(100, 'A name is at most 100 characters')
      .refine(hasVisibleCharacter, INVISIBLE_NAME)
      .refine((name) => !hasHiddenCharacter(name), HIDDEN_CHARACTER_NAME),
  );
