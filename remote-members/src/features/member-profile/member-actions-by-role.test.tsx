import { staffRoles } from '@backoffice/shared';
import { screen } from '@testing-library/react';
import {
  ok,
  signedInAs,
  startFakeApi,
  type FakeApi,
  expectControlsOfRole,
  type ControlsByAction,
} from '@backoffice/shared/testing';
import { aMember } from '../../testing/member-fixtures';
import { renderRoute } from '../../testing/render-route';
import { MemberProfilePage } from './member-profile-page';

/** Generated from the contract's actions table: each control of a profile, by the action it does. */
const controls: ControlsByAction = [
  ['suspend', () => screen.queryByRole('button', { name: 'Suspend member' })],
  ['deactivate', () => screen.queryByRole('button', { name: 'Deactivate member' })],
  ['markVerified', () => screen.queryByRole('checkbox', { name: 'Verified member' })],
  ['editMember', () => screen.queryByRole('button', { name: 'Save changes' })],
  ['startChat', () => screen.queryByRole('button', { name: 'Message member' })],
];

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /user/admin/detail', () => ok(aMember()));
});
afterEach(() => api.close());

describe('a member profile’s controls, for every role, from the actions table', () => {
  it.each(staffRoles)('%s sees exactly the controls it may use', async (role) => {
    await signedInAs(role, async () => {
      renderRoute(<MemberProfilePage />, {
        path: '/members-management/member-profile/:memberId',
        url: '/members-management/member-profile/mem_0001',
      });
      await screen.findByRole('heading', { name: 'Amara Okafor' });
      expectControlsOfRole(role, controls);
    });
  });
});
