import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInTextStyles, warmTextStyles } from './text-style-warmup';

describe('warmTextStyles', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lays out a hidden line in each signed-in text style, then leaves the document as it was', () => {
    const before = document.body.innerHTML;
    const laidOut: { hidden: string | null; fonts: string[] }[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      laidOut.push({
        hidden: this.getAttribute('aria-hidden'),
        fonts: [...this.children].map((line) => (line as HTMLElement).style.font),
      });
      expect(this.isConnected).toBe(true);
      return new DOMRect();
    });

    warmTextStyles();

    expect(laidOut).toHaveLength(1);
    expect(laidOut[0]?.hidden).toBe('true');
    expect(laidOut[0]?.fonts).toHaveLength(signedInTextStyles.length);
    expect(laidOut[0]?.fonts).toContain('600 12.25px var(--font-body)');
    expect(laidOut[0]?.fonts).toContain('600 14px var(--font-mono)');
    expect(document.body.innerHTML).toBe(before);
  });
});
