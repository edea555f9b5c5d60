import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInTextStyles, warmTextStyles } from './text-style-warmup';

describe('warmTextStyles', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lays out each signed-in text style with its symbols, and a date field, then leaves no trace', () => {
    const before = document.body.innerHTML;
    const laidOut: {
      hidden: string | null;
      fonts: string[];
      texts: string[];
      dateInputs: number;
    }[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      laidOut.push({
        hidden: this.getAttribute('aria-hidden'),
        fonts: [...this.querySelectorAll('span')].map((line) => line.style.font),
        texts: [...this.querySelectorAll('span')].map((line) => line.textContent ?? ''),
        dateInputs: this.querySelectorAll('input[type="date"]').length,
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
    expect(laidOut[0]?.texts.every((text) => text.includes('⌕') && text.includes('☰'))).toBe(true);
    expect(laidOut[0]?.dateInputs).toBe(1);
    expect(document.body.innerHTML).toBe(before);
  });
});
