import { apiRequest } from '@backoffice/shared';
import { MFA_ENROLMENT_REASON, MFA_ENROLMENT_REQUIRED } from '@backoffice/shared/contract';
import { MemoryRouter, Route, Routes, useLocation } from '@backoffice/shared/router';
import { answer, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { EnrolmentRedirect } from './enrolment-redirect';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

function Where() {
  const { pathname, search } = useLocation();
  return <p aria-label="Address">{pathname + search}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <EnrolmentRedirect />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const enrolmentRefusal = () =>
  answer(403, { statusCode: 403, message: MFA_ENROLMENT_REQUIRED, reason: MFA_ENROLMENT_REASON });

/** Makes the call as a page would; the refusal's navigation happens inside act. */
async function refusedCall(call: () => Promise<unknown>) {
  await act(async () => {
    await expect(call()).rejects.toMatchObject({ status: 403 });
  });
}

describe('EnrolmentRedirect', () => {
  it('sends a page refused for want of two-factor to the set-up, and no other refusal', async () => {
    renderAt('/dashboard');
    api.onAnyRequest(() => answer(403, { statusCode: 403, message: 'Only owners' }));
    await refusedCall(() => apiRequest('staffList'));
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/dashboard$/);

    api.onAnyRequest(enrolmentRefusal);
    await refusedCall(() => apiRequest('notifications'));
    expect(screen.getByLabelText('Address')).toHaveTextContent(
      /^\/settings\/security\?two-factor=required$/,
    );
  });

  it('stays on the security page, where the set-up is', async () => {
    renderAt('/settings/security');
    api.onAnyRequest(enrolmentRefusal);
    await refusedCall(() => apiRequest('mfaPolicy'));
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/settings\/security$/);
  });
});
