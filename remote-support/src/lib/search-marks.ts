import { searchWords } from '@backoffice/shared';

export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * A message's text cut where the inbox's search matched it: every word beginning with one of the
 * search's words is marked, as the api matched it (`searchWords`, each word a prefix). Text in,
 * text out: nothing becomes markup.
 */
export function markSearchWords(content: string, search: string): TextPart[] {
  const words = searchWords(search);
  if (words.length === 0) return [{ text: content, marked: false }];
  const parts: TextPart[] = [];
  let from = 0;
  for (const token of content.matchAll(/[\p{L}\p{N}]+/gu)) {
    const lower = token[0].toLowerCase();
    if (!words.some((word) => lower.startsWith(word))) continue;
    if (token.index > from) parts.push({ text: content.slice(from, token.index), marked: false });
    parts.push({ text: token[0], marked: true });
    from = token.index + token[0].length;
  }
  if (from < content.length) parts.push({ text: content.slice(from), marked: false });
  return parts;
}
