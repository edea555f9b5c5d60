import { markSearchWords } from './search-marks';

/** A message's text with the words a search found it by in `<mark>`: text children only. */
export function MarkedText({ text, search }: { text: string; search: string }) {
  return markSearchWords(text, search).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
