import { screen, waitFor } from '@testing-library/react';
import { answer, signedInAs, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { renderInRemote } from '../../testing/render-in-remote';
import { CouponsPage } from './coupons-page';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.onAnyRequest((request) =>
    request.path === '/coupons/statistics'
      ? answer(500, { statusCode: 500, message: 'not needed here' })
      : answer(200, { data: { items: [], total: 0, page: 1, limit: 20 } }),
  );
});
afterEach(() => api.close());

describe('/coupons?new=1', () => {
  it('opens the create dialog and drops the parameter', async () => {
    renderInRemote(<CouponsPage />, { url: '/coupons?new=1' });
    expect(await screen.findByRole('dialog', { name: 'New coupon' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/coupons$/));
  });

  it('opens nothing for a role that may not create coupons', () =>
    signedInAs('reviewer', async () => {
      renderInRemote(<CouponsPage />, { url: '/coupons?new=1' });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/coupons$/));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }));
});
