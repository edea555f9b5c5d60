import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/**
 * A React root driven as the browser drives it, outside act(): act would run a transition or a
 * deferred render before returning, hiding what the page shows in between. Each test of the file
 * that calls this gets a fresh root in a fresh container, unmounted after it.
 */
export function rootWithoutAct() {
  let root: Root;
  let container: HTMLDivElement;
  let actEnvironment: unknown;

  beforeEach(() => {
    actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  });

  return {
    /** Renders `page` in one synchronous pass. */
    render: (page: ReactNode) => flushSync(() => root.render(page)),
    /** Unmounts the page and starts a new root in the same container, as a page load would. */
    restart: () => {
      root.unmount();
      root = createRoot(container);
    },
    container: () => container,
    shows: (text: string) => container.textContent?.includes(text) ?? false,
  };
}
