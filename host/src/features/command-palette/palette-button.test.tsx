import { createQueryClient, useAuthStore } from '@backoffice/shared';
import { MemoryRouter, Route, Routes, useLocation } from '@backoffice/shared/router';
import { ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { ThemeProvider } from '@backoffice/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaletteButton } from './palette-button';

// jsdom has neither; cmdk's list measures itself and scrolls the chosen option into view.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  Element.prototype.scrollIntoView = () => {};
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  act(() =>
    useAuthStore.setState({
      user: {
        id: 'ADM-1',
        name: 'Alex Admin',
        email: 'admin@backoffice.test',
        role: 'admin',
        staffRole: 'owner',
      },
    }),
  );
});
afterEach(() => act(() => useAuthStore.setState({ user: null })));

const member = (id: string, name: string) => ({ kind: 'member', id, name, email: `${id}@x.test` });
const kinds = ['member', 'fundingRequest', 'conversation', 'coupon', 'staff'];

function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderPalette() {
  render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <PaletteButton />
          <Routes>
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

/** Renders the button, opens the palette with Ctrl+K and returns it with its search box. */
async function openWithShortcut() {
  const user = userEvent.setup();
  renderPalette();
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Search and commands' });
  const box = within(dialog).getByRole('combobox');
  await waitFor(() => expect(box).toHaveFocus());
  return { user, dialog, box };
}

const expectLocation = (path: string) =>
  expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(path);

describe('the command palette', () => {
  it('opens with Ctrl+K; a slower answer to an earlier text never replaces the latest', async () => {
    let releaseFirst = () => {};
    api.on('GET /search', (request) => {
      const q = request.query.get('q');
      if (q === 'ann') {
        return new Promise((resolve) => {
          releaseFirst = () => resolve(ok({ kinds, results: [member('MEM-1', 'Ann Old')] }));
        });
      }
      return ok({ kinds, results: [member('MEM-2', 'Anna New')] });
    });
    const { user, dialog, box } = await openWithShortcut();
    await user.type(box, 'ann');
    await waitFor(() => expect(api.seen.some((r) => r.query.get('q') === 'ann')).toBe(true));
    await user.type(box, 'a');
    const latest = await within(dialog).findByRole('option', { name: /Anna New/ });
    await waitFor(() => expect(latest).toHaveAttribute('aria-selected', 'true'));
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('option', { name: /Ann Old/ })).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expectLocation('/members-management/member-profile/MEM-2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again, empty: the member is a recent item.
    await user.click(screen.getByRole('button', { name: 'Search (Ctrl+K)' }));
    const again = await screen.findByRole('dialog', { name: 'Search and commands' });
    const recent = within(again).getByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /Anna New/ })).toBeInTheDocument();
  });

  it('chooses the first result again when the same text is typed again', async () => {
    api.on('GET /search', () => ok({ kinds, results: [member('MEM-3', 'Anna Again')] }));
    const { user, dialog, box } = await openWithShortcut();
    await user.type(box, 'anna');
    const option = () => within(dialog).getByRole('option', { name: /Anna Again/ });
    await waitFor(() => expect(option()).toHaveAttribute('aria-selected', 'true'));
    await user.clear(box);
    // Past the debounce: the empty box's recent items show before the text comes back.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.type(box, 'anna');
    await waitFor(() => expect(option()).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    expectLocation('/members-management/member-profile/MEM-3');
  });

  it('says when the search fails, and still offers the commands', async () => {
    api.on('GET /search', () => ({ status: 500, body: { statusCode: 500, message: 'Boom' } }));
    const user = userEvent.setup();
    renderPalette();
    await user.click(screen.getByRole('button', { name: 'Search (Ctrl+K)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search and commands' });
    await user.type(within(dialog).getByRole('combobox'), 'theme');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Search failed');
    expect(within(dialog).getByRole('option', { name: /Switch to dark theme/ })).toBeVisible();
  });
});
