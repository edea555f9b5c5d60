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

/**
 * A found message cut to start a few words before the first word the search matched, so a one-line
 * preview shows the match rather than an ellipsis where it was; "…" says text was left out.
 */
export function aroundFirstMatch(content: string, search: string, lead = 16): string {
  const parts = markSearchWords(content, search);
  const first = parts.findIndex((part) => part.marked);
  if (first < 1) return content;
  const at = parts.slice(0, first).reduce((length, part) => length + part.text.length, 0);
  if (at <= lead) return content;
  const space = content.indexOf(' ', at - lead);
  const from = space === -1 || space >= at ? at - lead : space + 1;
  return `…${content.slice(from)}`;
}
