import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmUpPage } from './page-warmup';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** What the browser was asked to lay out, as it stood then. */
interface LaidOut {
  inDocument: boolean;
  hiddenFromEveryone: boolean;
  text: string;
  ids: number;
  autofocus: number;
  topDisplay: string;
}

function watchLayouts(): LaidOut[] {
  const laidOut: LaidOut[] = [];
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.firstElementChild as HTMLElement | null;
    laidOut.push({
      inDocument: this.isConnected,
      hiddenFromEveryone:
        this.getAttribute('aria-hidden') === 'true' &&
        this.hasAttribute('inert') &&
        this.style.visibility === 'hidden',
      text: this.textContent ?? '',
      ids: this.querySelectorAll('[id]').length,
      autofocus: this.querySelectorAll('[autofocus]').length,
      topDisplay: top?.style.display ?? '',
    });
    return new DOMRect();
  });
  return laidOut;
}

function SubmissionsPage({ onEffect }: { onEffect: () => void }) {
  useEffect(onEffect, [onEffect]);
  useLayoutEffect(onEffect, [onEffect]);
  const list = useQuery({ queryKey: ['funding-list'], queryFn: () => onEffect() ?? [] });
  return (
    <main id="main-content">
      <h1>Submissions</h1>
      <label>
        Search
        {/* Autofocus on a page the person has not reached would move their focus. */}
        <input id="search" autoFocus />
      </label>
      <p>{list.isPending ? 'Loading' : 'Loaded'}</p>
    </main>
  );
}

const submissionsPage = (onEffect: () => void = () => undefined) => (
  <QueryClientProvider client={new QueryClient()}>
    <SubmissionsPage onEffect={onEffect} />
  </QueryClientProvider>
);

describe('warmUpPage', () => {
  beforeEach(() => {
    // React schedules the hidden render as in a browser, outside act().
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => window.setTimeout(task, 1));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
  });
  afterEach(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = true;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders the page unseen and runs none of its effects, so it fetches nothing', async () => {
    const onEffect = vi.fn();
    const queryClient = new QueryClient();
    watchLayouts();

    const warmUp = warmUpPage(
      <QueryClientProvider client={queryClient}>
        <SubmissionsPage onEffect={onEffect} />
      </QueryClientProvider>,
    );

    await expect(warmUp.finished).resolves.toBe(true);
    expect(onEffect).not.toHaveBeenCalled();
    expect(
      queryClient.getQueryCache().find({ queryKey: ['funding-list'] })?.state.fetchStatus,
    ).toBe('idle');
    expect(document.body.childNodes).toHaveLength(0);
  });

  it('lays out a copy in the document, hidden from everyone, with no ids and no autofocus', async () => {
    const laidOut = watchLayouts();

    await expect(warmUpPage(submissionsPage()).finished).resolves.toBe(true);

    expect(laidOut).toEqual([
      {
        inDocument: true,
        hiddenFromEveryone: true,
        text: 'SubmissionsSearchLoading',
        ids: 0,
        autofocus: 0,
        topDisplay: '',
      },
    ]);
    expect(document.body.childNodes).toHaveLength(0);
  });

  it('lays nothing out once cancelled', async () => {
    const laidOut = watchLayouts();

    const warmUp = warmUpPage(submissionsPage());
    warmUp.cancel();

    await expect(warmUp.finished).resolves.toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(laidOut).toEqual([]);
  });
});
