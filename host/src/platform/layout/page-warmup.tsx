import { Activity, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { whenIdle } from '@backoffice/shared/session';

/** The most idle moments a warm-up waits for its page to stop changing before giving up. */
const MAX_SETTLE_CHECKS = 20;

export interface PageWarmUp {
  /** Stops it, whatever it has done: nothing more is rendered or laid out. */
  cancel: () => void;
  /** Whether a copy of the page was laid out, once the warm-up has ended. */
  finished: Promise<boolean>;
}

/**
 * A copy of a hidden page's DOM for the browser to lay out, seen by nobody: no ids (they would
 * repeat the page's own), no autofocus (it could take the focus from the form being typed in), and
 * without the `display: none` that Activity puts on its top elements.
 */
function layoutCopy(rendered: HTMLElement): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.setAttribute('inert', '');
  box.style.cssText =
    'position:fixed;inset:0;visibility:hidden;pointer-events:none;overflow:hidden;z-index:-1';
  const copy = rendered.cloneNode(true) as HTMLElement;
  for (const top of copy.children) {
    if (top instanceof HTMLElement) top.style.removeProperty('display');
  }
  for (const element of copy.querySelectorAll('[id], [autofocus]')) {
    element.removeAttribute('id');
    element.removeAttribute('autofocus');
  }
  box.append(...copy.childNodes);
  return box;
}

/**
 * Renders `page` once where nobody sees it, lays a copy of it out, then throws both away: the real
 * render of that page, soon after, finds its code run once and the browser's style and font caches
 * warm (about 8 ms less between the data's arrival and the first row, bench/history.md run W).
 *
 * The page renders inside a hidden Activity, so none of its effects run: it fetches nothing,
 * subscribes to nothing, and changes nothing outside itself. It renders at React's lowest priority,
 * and the copy is laid out in an idle moment once the page has stopped changing. A page that fails
 * to render only loses its warm-up; the real render reports its own errors.
 */
export function warmUpPage(page: ReactNode): PageWarmUp {
  const holder = document.createElement('div');
  const ignore = () => undefined;
  const root = createRoot(holder, { onCaughtError: ignore, onUncaughtError: ignore });
  let changed = false;
  const changes = new MutationObserver(() => {
    changed = true;
  });
  changes.observe(holder, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  let cancelIdle = () => {};
  let ended = false;
  let end: (laidOut: boolean) => void = ignore;
  const finished = new Promise<boolean>((resolve) => {
    end = (laidOut) => {
      if (ended) return;
      ended = true;
      cancelIdle();
      changes.disconnect();
      root.unmount();
      resolve(laidOut);
    };
  });

  let checks = 0;
  const layOutWhenSettled = () => {
    checks += 1;
    const settled = !changed && holder.firstChild !== null;
    changed = false;
    if (settled) {
      const box = layoutCopy(holder);
      document.body.append(box);
      // Reading a size makes the browser lay the copy out now.
      box.getBoundingClientRect();
      box.remove();
      end(true);
    } else if (checks < MAX_SETTLE_CHECKS) {
      cancelIdle = whenIdle(layOutWhenSettled);
    } else {
      end(false);
    }
  };
  root.render(<Activity mode="hidden">{page}</Activity>);
  cancelIdle = whenIdle(layOutWhenSettled);
  return { cancel: () => end(false), finished };
}
