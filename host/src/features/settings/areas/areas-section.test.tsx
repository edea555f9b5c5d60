import { createQueryClient, type AreaReleases, type Release } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreasSection } from './areas-section';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());

const release = (id: string, manifestUrl: string | null, version: string | null): Release => ({
  id,
  remote: 'remote_support',
  manifestUrl,
  version,
  entry: null,
  releasedBy: { kind: 'token', id: 'token:rtk-1', name: 'support CI (remote_support token)' },
  releasedAt: '2026-11-20T10:00:00.000Z',
});

const support: AreaReleases = {
  remote: 'remote_support',
  path: '/support',
  label: 'Support',
  order: 30,
  current: release('2', 'https://cdn.example/support/1.4.0/mf-manifest.json', '1.4.0'),
  previous: release('1', null, null),
  canary: {
    ...release('3', 'https://cdn.example/support/1.5.0/mf-manifest.json', '1.5.0'),
    percent: 10,
  },
};

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AreasSection />
    </QueryClientProvider>,
  );
}

describe('Settings → Areas', () => {
  it("shows each area's current, previous and canary release", async () => {
    api.on('GET /registry/areas', () => ok([support]));
    api.on('GET /registry/areas/remote_support/tokens', () => ok([]));
    renderSection();
    const row = await screen.findByRole('row', { name: /^Support/ });
    expect(row).toHaveTextContent('https://cdn.example/support/1.4.0/mf-manifest.json');
    expect(row).toHaveTextContent('Built with the host');
    expect(row).toHaveTextContent('Release 1.4.0');
    // The area by its name, not its build name (remote_support).
    expect(screen.queryByText('remote_support')).toBeNull();
    expect(row).toHaveTextContent(
      '10% of staff: https://cdn.example/support/1.5.0/mf-manifest.json',
    );
    expect(await screen.findByText('No tokens for this area')).toBeInTheDocument();
  });

  it('shows a new token once, lists it, and revokes it', async () => {
    const listed = {
      id: 'rtk-9',
      remote: 'remote_support',
      label: 'support CI',
      createdBy: 'Alex Admin',
      createdAt: '2026-11-20T10:00:00.000Z',
      lastUsedAt: null,
    };
    let tokens: unknown[] = [];
    api.on('GET /registry/areas', () => ok([support]));
    api.on('GET /registry/areas/remote_support/tokens', () => ok(tokens));
    api.on('POST /registry/areas/remote_support/tokens', () => {
      tokens = [listed];
      return ok({ id: 'rtk-9', label: 'support CI', token: 'bo_area_secret' });
    });
    api.on('DELETE /registry/areas/remote_support/tokens/rtk-9', () => {
      tokens = [];
      return ok(listed);
    });
    renderSection();
    const form = await screen.findByRole('form', { name: 'New release token' });
    await userEvent.type(within(form).getByLabelText('Token label'), 'support CI');
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('status', { name: 'New release token' })).toHaveTextContent(
      'bo_area_secret',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke support CI' }));
    expect(await screen.findByText('No tokens for this area')).toBeInTheDocument();
    expect(api.seen.map((request) => `${request.method} ${request.path}`)).toContain(
      'DELETE /registry/areas/remote_support/tokens/rtk-9',
    );
  });

  it('asks for a token label next to its field, without the api', async () => {
    api.on('GET /registry/areas', () => ok([support]));
    api.on('GET /registry/areas/remote_support/tokens', () => ok([]));
    renderSection();
    const form = await screen.findByRole('form', { name: 'New release token' });
    const created = api.requestsTo('POST /registry/areas/remote_support/tokens').length;
    await userEvent.type(within(form).getByLabelText('Token label'), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    await vi.waitFor(() =>
      expect(within(form).getByLabelText('Token label')).toHaveAccessibleDescription(
        'Give the token a label, such as "support CI"',
      ),
    );
    expect(api.requestsTo('POST /registry/areas/remote_support/tokens')).toHaveLength(created);
  });

  it('keeps what was typed and says why when a registration is refused', async () => {
    api.on('GET /registry/areas', () => ok([support]));
    api.on('GET /registry/areas/remote_support/tokens', () => ok([]));
    api.on('POST /registry/areas', () =>
      failure(409, '/support is already remote_support’s', 'path'),
    );
    renderSection();
    const form = await screen.findByRole('form', { name: 'Register an area' });
    await userEvent.type(within(form).getByLabelText(/Remote name/), 'remote_reports');
    await userEvent.type(within(form).getByLabelText(/^Path/), '/support');
    await userEvent.type(within(form).getByLabelText('Nav label'), 'Reports');
    await userEvent.click(within(form).getByRole('button', { name: 'Register area' }));
    expect(
      await within(form).findByText('/support is already remote_support’s'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Remote name/)).toHaveValue('remote_reports');
  });

  it('refuses a registration the contract would refuse, next to its field, without the api', async () => {
    api.on('GET /registry/areas', () => ok([support]));
    api.on('GET /registry/areas/remote_support/tokens', () => ok([]));
    renderSection();
    const form = await screen.findByRole('form', { name: 'Register an area' });
    await userEvent.type(within(form).getByLabelText(/Remote name/), 'reports');
    const registrations = api.requestsTo('POST /registry/areas').length;
    await userEvent.click(within(form).getByRole('button', { name: 'Register area' }));
    await vi.waitFor(() =>
      expect(within(form).getByLabelText(/Remote name/)).toHaveAccessibleDescription(
        /must look like remote_<area>/,
      ),
    );
    expect(api.requestsTo('POST /registry/areas')).toHaveLength(registrations);
  });

  it('says when the registry cannot be read, with Retry', async () => {
    api.on('GET /registry/areas', () => failure(500, 'The database is unavailable'));
    renderSection();
    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
  });
});
