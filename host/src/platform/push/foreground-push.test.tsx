import { useNotificationStore } from '@backoffice/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import {
  FOREGROUND_PUSH_TOAST_BACKGROUND,
  FOREGROUND_PUSH_TOAST_MS,
  handleForegroundPush,
} from './foreground-push';
import { createPushDedupe } from './push-dedupe';

const supportPush = {
  messageId: 'm-1',
  notification: { title: 'New support message', body: 'Hello from a member' },
  data: { screen: 'SupportChat', roomId: 'r1' },
};

/** jsdom runs no CSS animations: end the toast's exit animation as a browser would. */
function finishExitAnimation(toastElement: HTMLElement | null) {
  if (!toastElement) throw new Error('no toast on the page');
  fireEvent.animationEnd(toastElement);
}

function setUp() {
  const navigate = vi.fn<(path: string) => void>();
  render(<ToastContainer />);
  const context = { dedupe: createPushDedupe(null), navigate };
  return { navigate, context };
}

beforeEach(() => useNotificationStore.getState().setHasNewNotification(false));

describe('foreground pushes (docs/spec.md §2, §9)', () => {
  it('show title and body in a green toast for 5 s and set the new-notification flag', async () => {
    const { context } = setUp();
    act(() => handleForegroundPush(supportPush, context));
    const title = await screen.findByText('New support message');
    expect(screen.getByText('Hello from a member')).toBeInTheDocument();
    const toastElement = title.closest<HTMLElement>('.Toastify__toast');
    expect(toastElement).toHaveStyle({ background: FOREGROUND_PUSH_TOAST_BACKGROUND });
    expect(FOREGROUND_PUSH_TOAST_BACKGROUND).toBe('#067647');
    expect(useNotificationStore.getState().hasNewNotification).toBe(true);
    // toastify times autoClose with its progress bar's CSS animation (jsdom runs none; the e2e
    // suite sees the toast go in a browser).
    const progressBar = toastElement?.querySelector<HTMLElement>('.Toastify__progress-bar');
    expect(FOREGROUND_PUSH_TOAST_MS).toBe(5000);
    expect(progressBar?.style.animationDuration).toBe('5000ms');
  });

  it('a click on a SupportChat push goes to /support and dismisses the toast', async () => {
    const { context, navigate } = setUp();
    act(() => handleForegroundPush(supportPush, context));
    const body = await screen.findByText('Hello from a member');
    await userEvent.click(body);
    expect(navigate).toHaveBeenCalledWith('/support');
    const toastElement = body.closest<HTMLElement>('.Toastify__toast');
    await vi.waitFor(() => {
      finishExitAnimation(toastElement);
      expect(screen.queryByText('Hello from a member')).not.toBeInTheDocument();
    });
  });

  it('a click on another push does not navigate', async () => {
    const { context, navigate } = setUp();
    act(() =>
      handleForegroundPush({ ...supportPush, data: { screen: 'Member', memberId: 'm1' } }, context),
    );
    await userEvent.click(await screen.findByText('Hello from a member'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never shows the same message twice', async () => {
    const { context } = setUp();
    act(() => {
      handleForegroundPush(supportPush, context);
      handleForegroundPush(supportPush, context);
    });
    await screen.findByText('New support message');
    expect(screen.getAllByText('New support message')).toHaveLength(1);
  });

  it('ignores a payload that is not a push message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { context } = setUp();
    act(() => handleForegroundPush({ notification: 'hello' }, context));
    expect(useNotificationStore.getState().hasNewNotification).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('push dedupe across the page, the service worker and other tabs', () => {
  it('skips a message another context announced, and announces its own', async () => {
    const page = new BroadcastChannel('dedupe-test');
    const worker = new BroadcastChannel('dedupe-test');
    const announced: unknown[] = [];
    worker.addEventListener('message', (event: MessageEvent<unknown>) =>
      announced.push(event.data),
    );
    const dedupe = createPushDedupe(page);
    const delivered = new Promise((resolve) => page.addEventListener('message', resolve));
    worker.postMessage({ type: 'shown', messageId: 'from-worker' });
    await delivered;
    expect(dedupe.claim('from-worker')).toBe(false);
    expect(dedupe.claim('from-page')).toBe(true);
    await vi.waitFor(() => expect(announced).toEqual([{ type: 'shown', messageId: 'from-page' }]));
    page.close();
    worker.close();
  });
});
