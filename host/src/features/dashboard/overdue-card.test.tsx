import { createQueryClient } from '@backoffice/shared';
import { MemoryRouter } from '@backoffice/shared/router';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverdueCard } from './overdue-card';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OverdueCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the dashboard’s overdue card', () => {
  it('counts overdue conversations and requests, each linking to its list sorted due first', async () => {
    api.on('GET /due/overdue', () => ok({ conversations: 1, requests: 12 }));
    renderCard();
    expect(
      await screen.findByRole('link', { name: '1 conversation past the reply target' }),
    ).toHaveAttribute('href', '/support?sort=dueAt');
    expect(
      screen.getByRole('link', { name: '12 requests past the decision target' }),
    ).toHaveAttribute('href', '/submissions?sort=dueAt');
  });

  it('shows a skeleton while it loads, and says so when nothing is overdue', async () => {
    let answer: (() => void) | undefined;
    api.on(
      'GET /due/overdue',
      () =>
        new Promise((resolve) => {
          answer = () => resolve(ok({ conversations: 0, requests: 0 }));
        }),
    );
    renderCard();
    expect(screen.getByRole('status', { name: 'Loading what is overdue' })).toBeInTheDocument();
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!();
    expect(await screen.findByText('Nothing overdue')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows why it failed with a Retry that asks again', async () => {
    let fail = true;
    api.on('GET /due/overdue', () =>
      fail ? failure(500, 'The counts are down') : ok({ conversations: 2, requests: 0 }),
    );
    renderCard();
    expect(await screen.findByText(/The counts are down/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(
      await screen.findByRole('link', { name: '2 conversations past the reply target' }),
    ).toBeInTheDocument();
  });
});
