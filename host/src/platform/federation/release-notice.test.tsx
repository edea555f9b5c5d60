import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReleaseNotice } from './release-notice';
import { useReleaseNoticeStore } from './release-watch';

beforeEach(() => useReleaseNoticeStore.getState().setChanges({ updated: [], added: [] }));
afterEach(() => vi.restoreAllMocks());

describe('ReleaseNotice', () => {
  it('says nothing until an area has a new version', () => {
    const { container } = render(<ReleaseNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the area by its nav label and reloads the page on Reload', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    useReleaseNoticeStore.getState().setChanges({
      updated: [
        {
          remote: 'remote_support',
          manifest: 'https://cdn.example/m.json',
          path: '/support',
          title: 'Support',
          order: 30,
        },
      ],
      added: [],
    });
    render(<ReleaseNotice />);
    const notice = screen.getByRole('status', { name: 'New versions' });
    expect(notice).toHaveTextContent('Support has a new version. Reload to use it.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
  });

  it('names a new area too: its code loads only in a page served after its release', () => {
    useReleaseNoticeStore.getState().setChanges({
      updated: [],
      added: [
        {
          remote: 'remote_rewards',
          manifest: 'https://cdn.example/rewards/m.json',
          path: '/rewards',
          title: 'Rewards',
          order: 50,
        },
      ],
    });
    render(<ReleaseNotice />);
    expect(screen.getByRole('status', { name: 'New versions' })).toHaveTextContent(
      'Rewards is new. Reload to use it.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
