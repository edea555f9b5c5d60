import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReleaseNotice } from './release-notice';
import { useReleaseNoticeStore } from './release-watch';

beforeEach(() => useReleaseNoticeStore.getState().setUpdated([]));
afterEach(() => vi.restoreAllMocks());

describe('ReleaseNotice', () => {
  it('says nothing until an area has a new version', () => {
    const { container } = render(<ReleaseNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the area by its nav label and reloads the page on Reload', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    useReleaseNoticeStore.getState().setUpdated([
      {
        remote: 'remote_support',
        manifest: 'https://cdn.example/m.json',
        path: '/support',
        title: 'Support',
        order: 30,
      },
    ]);
    render(<ReleaseNotice />);
    const notice = screen.getByRole('status', { name: 'New versions' });
    expect(notice).toHaveTextContent('Support has a new version. Reload to use it.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
  });
});
