import { createQueryClient } from '@backoffice/shared';
import { MemoryRouter } from '@backoffice/shared/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chunk } from '../routing/loaded-chunk';
import { createPageLoader, PageLoaderProvider } from '../routing/page-loader';
import { MainNav, NavEntriesProvider } from './main-nav';

// The pages' code is the loader's business; here, without the signed-in chunk, a link navigates.
const loader = createPageLoader(
  [],
  chunk(() => new Promise(() => undefined)),
);
const hostEntries = {
  first: [{ to: '/dashboard', label: 'Dashboard' }],
  last: [{ to: '/settings', label: 'Settings' }],
};

function renderNav() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PageLoaderProvider value={loader}>
        <NavEntriesProvider value={hostEntries}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <MainNav mainId="page" />
            <main id="page" tabIndex={-1} />
          </MemoryRouter>
        </NavEntriesProvider>
      </PageLoaderProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

describe('the phone menu, by keyboard', () => {
  it('hands the focus to the page when a link is followed, as the menu hides with the link', async () => {
    renderNav().focus();
    await userEvent.keyboard('{Enter}');
    screen.getByRole('link', { name: 'Settings' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes on Escape, back on its button', async () => {
    const menu = renderNav();
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
