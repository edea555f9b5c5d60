import { render, screen } from '@testing-library/react';
import { LiveRefreshStatus } from './live-refresh-status';

const HINT = 'Not refreshed: retrying…';
const shown = { data: { id: 'mem_0001' }, isRefetchError: false, failureCount: 0 } as const;

describe('LiveRefreshStatus', () => {
  it('is an empty status region while refreshes succeed', () => {
    render(<LiveRefreshStatus query={{ ...shown, fetchStatus: 'fetching' }} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so from the first failed attempt, while its retry runs', () => {
    render(<LiveRefreshStatus query={{ ...shown, failureCount: 1, fetchStatus: 'fetching' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(HINT);
  });

  it('says so once the refresh has failed, and while the browser is offline', () => {
    const { rerender } = render(
      <LiveRefreshStatus query={{ ...shown, isRefetchError: true, fetchStatus: 'idle' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(HINT);
    rerender(<LiveRefreshStatus query={{ ...shown, fetchStatus: 'paused' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(HINT);
  });

  it('says nothing before anything is shown (the page has its own loading and error states)', () => {
    render(
      <LiveRefreshStatus
        query={{ data: undefined, isRefetchError: false, failureCount: 1, fetchStatus: 'fetching' }}
      />,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
