import { render, screen } from '@testing-library/react';
import { App } from './app';
import { createAppPageLoader } from './pages';

// A failure outside every area: the push root renders on every page, /login included.
vi.mock('../platform/push/push-root', () => ({
  preloadPushCode: () => undefined,
  PushRoot: () => {
    throw new Error('render failure outside the areas');
  },
}));

describe('App', () => {
  it("shows docs/spec.md's error screen for a rendering failure outside the areas", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<App loader={createAppPageLoader()} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('We encountered an error while loading this page. Please try refreshing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
