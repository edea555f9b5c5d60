import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeToastsBelowPageHeader } from './toast-offset';

function layOut(bottoms: { app: number; page: number }) {
  document.body.innerHTML = `
    <header id="app"></header>
    <main><header id="page"></header><section><header id="card"></header></section></main>`;
  const rect = (bottom: number) => ({ bottom }) as DOMRect;
  vi.spyOn(document.getElementById('app')!, 'getBoundingClientRect').mockReturnValue(
    rect(bottoms.app),
  );
  vi.spyOn(document.getElementById('page')!, 'getBoundingClientRect').mockReturnValue(
    rect(bottoms.page),
  );
  vi.spyOn(document.getElementById('card')!, 'getBoundingClientRect').mockReturnValue(rect(600));
}

const toastTop = () => document.documentElement.style.getPropertyValue('--toastify-toast-top');

describe('placeToastsBelowPageHeader', () => {
  afterEach(() => {
    document.documentElement.style.removeProperty('--toastify-toast-top');
    vi.restoreAllMocks();
  });

  it("starts toasts below the page's header and its actions, not a header inside the page", () => {
    layOut({ app: 58, page: 170 });
    placeToastsBelowPageHeader();
    expect(toastTop()).toBe('178px');
  });

  it("keeps below the app's header once the page has scrolled its header away", () => {
    layOut({ app: 58, page: -40 });
    placeToastsBelowPageHeader();
    expect(toastTop()).toBe('66px');
  });

  it('never starts lower than 40% of the window', () => {
    layOut({ app: 58, page: window.innerHeight });
    placeToastsBelowPageHeader();
    expect(toastTop()).toBe(`${Math.round(window.innerHeight * 0.4)}px`);
  });
});
