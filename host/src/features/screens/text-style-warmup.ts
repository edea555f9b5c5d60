/**
 * The text styles of the signed-in pages (the host's and the areas' as of shared 2.4.0)
 * that /login does not use: [family, size in px, weight]. The first layout that meets a new size
 * and weight waits for the font system (in Chromium on Linux a round trip to the browser process,
 * ~1 ms each), and the first signed-in page met a dozen of them at once (bench/history.md, run Q).
 * A style missing here costs only that wait again; one no longer used costs a millisecond at idle.
 */
export const signedInTextStyles: readonly (readonly ['body' | 'mono', number, number])[] = [
  ['body', 11, 600],
  ['body', 11.2, 600],
  ['body', 12, 400],
  ['body', 12, 600],
  ['body', 12.25, 600],
  ['body', 12.8, 600],
  ['body', 13, 400],
  ['body', 13, 500],
  ['body', 13, 600],
  ['body', 13.6, 400],
  ['body', 14, 400],
  ['body', 15, 600],
  ['body', 15, 700],
  ['body', 16, 600],
  ['body', 17.6, 700],
  ['mono', 14, 600],
];

/**
 * The symbols the signed-in pages draw as text (the menu button, the search field, the sort marks,
 * the dashes of empty cells and figures). The body font has none of them, so the first layout that
 * meets one tries each font of the stack, then the system's fallback: ~4 ms in the sign-in render.
 */
export const signedInSymbols = '☰✕⌕↕▲▼–·';

/**
 * Lays out one hidden line in each style and removes it, so the font system has answered for all
 * of them before the person signs in. Nothing stays in the document, and nothing is announced.
 */
export function warmTextStyles(styles = signedInTextStyles): void {
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:fixed;top:0;left:-10000px;visibility:hidden;pointer-events:none';
  for (const [family, size, weight] of styles) {
    const line = document.createElement('span');
    line.style.font = `${weight} ${size}px var(--font-${family})`;
    line.textContent = `Aa 09 ${signedInSymbols}`;
    box.append(line);
  }
  // The lists' date filters: Chromium draws their calendar icon from an SVG in its own stylesheet,
  // which it loads and parses on the first layout that meets one (2-7 ms in the sign-in render).
  const dateInput = document.createElement('input');
  dateInput.type = 'date';
  dateInput.tabIndex = -1;
  box.append(dateInput);
  document.body.append(box);
  // Reading a size makes the browser lay the lines out now, which is what asks for the fonts.
  box.getBoundingClientRect();
  box.remove();
}
