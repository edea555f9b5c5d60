import { staffRoles } from '@backoffice/shared';
import { screen } from '@testing-library/react';
import {
  answer,
  signedInAs,
  startFakeApi,
  type FakeApi,
  expectControlsOfRole,
  type ControlsByAction,
} from '@backoffice/shared/testing';
import { couponFixture } from '../../testing/coupon-fixture';
import { renderInRemote } from '../../testing/render-in-remote';
import { CouponsPage } from './coupons-page';

/** Generated from the contract's actions table: each control of the page, by the action it does. */
const controls: ControlsByAction = [
  ['createCoupon', () => screen.queryByRole('button', { name: 'New coupon' })],
  ['editCoupon', () => screen.queryByRole('button', { name: 'Edit SPRING-25' })],
  ['revokeCoupon', () => screen.queryByRole('button', { name: 'Revoke SPRING-25' })],
];

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.onAnyRequest((request) =>
    request.path === '/coupons/statistics' || request.path === '/saved-views'
      ? answer(404, { message: 'Not part of this test' })
      : answer(200, { data: { items: [couponFixture()], total: 1, page: 1, limit: 20 } }),
  );
});
afterEach(() => api.close());

describe('the coupons page’s controls, for every role, from the actions table', () => {
  it.each(staffRoles)('%s sees exactly the controls it may use', async (role) => {
    await signedInAs(role, async () => {
      renderInRemote(<CouponsPage />);
      await screen.findByRole('row', { name: /SPRING-25/ });
      expectControlsOfRole(role, controls);
    });
  });
});
