import { useConnectionStore } from '@backoffice/shared/realtime';
import { act, render, screen } from '@testing-library/react';
import { RealtimeIndicator } from './realtime-indicator';

describe('RealtimeIndicator', () => {
  it('says Live when connected and Offline with the error text as its description', () => {
    act(() => useConnectionStore.setState({ status: 'connected', error: null, connectCount: 1 }));
    render(<RealtimeIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    act(() =>
      useConnectionStore.setState({
        status: 'disconnected',
        error: 'Connection lost - attempting to reconnect',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    expect(screen.getByRole('status')).toHaveAccessibleDescription(
      'Connection lost - attempting to reconnect',
    );
  });

  it('says Connecting… until the first connection, not Offline: nothing has failed yet', () => {
    act(() => useConnectionStore.setState({ status: 'idle', error: null, connectCount: 0 }));
    render(<RealtimeIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
    act(() => useConnectionStore.setState({ status: 'connecting' }));
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
    act(() => useConnectionStore.setState({ status: 'connected', connectCount: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('Live');
  });
});
