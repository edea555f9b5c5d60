import { createQueryClient } from '@backoffice/shared';
import { failure, ok, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditHead } from './audit-head';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const head = {
  seq: 1234,
  hash: '3fa2c1d9e07b44aa91c0d2b6e5f8a7c3',
  at: '2026-12-01T23:01:00.000Z',
  hmac: 'ab'.repeat(32),
};

function renderHead() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuditHead />
    </QueryClientProvider>,
  );
}

describe("the auditor's signed head", () => {
  it('names the newest entry and the start of its hash, the whole hash on hover', async () => {
    api.on('GET /audit/head', () => ok(head));
    renderHead();
    expect(screen.getByRole('status', { name: 'Loading the signed head' })).toBeInTheDocument();
    expect(await screen.findByText(/^No\. 1,234, /)).toBeInTheDocument();
    expect(screen.getByText('3fa2c1d9e07b…')).toHaveAttribute('title', head.hash);
  });

  it('says when the trail has no entry yet', async () => {
    api.on('GET /audit/head', () => ok({ ...head, seq: 0, hash: '', at: null }));
    renderHead();
    expect(await screen.findByText('None yet')).toBeInTheDocument();
    expect(screen.queryByText(/…$/)).toBeNull();
  });

  it('says why it could not be read, with Retry', async () => {
    let fail = true;
    api.on('GET /audit/head', () => (fail ? failure(503, 'AUDIT_KEY is not set') : ok(head)));
    renderHead();
    expect(
      await screen.findByText(/Could not read the signed head: AUDIT_KEY is not set/),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^No\. 1,234, /)).toBeInTheDocument();
  });
});
