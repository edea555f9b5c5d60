import { MFA_ENROLMENT_REASON, MFA_ENROLMENT_REQUIRED } from '../contract';
import { answer, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { apiRequest } from './api-request';
import { setEnrolmentRequiredHandler } from './mfa-enrolment';

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());
afterEach(() => setEnrolmentRequiredHandler(null));

describe('two-factor enrolment required, in the http client', () => {
  it('calls the handler on mfa_enrolment_required and still rejects with the message', async () => {
    api.onAnyRequest(() =>
      answer(403, {
        statusCode: 403,
        message: MFA_ENROLMENT_REQUIRED,
        reason: MFA_ENROLMENT_REASON,
      }),
    );
    const toEnrolment = vi.fn();
    setEnrolmentRequiredHandler(toEnrolment);
    await expect(apiRequest('notifications')).rejects.toMatchObject({
      status: 403,
      message: MFA_ENROLMENT_REQUIRED,
    });
    expect(toEnrolment).toHaveBeenCalledTimes(1);
    expect(api.seen).toHaveLength(1);
  });

  it('leaves other 403s to the caller', async () => {
    api.onAnyRequest(() => answer(403, { statusCode: 403, message: 'Only owners' }));
    const toEnrolment = vi.fn();
    setEnrolmentRequiredHandler(toEnrolment);
    await expect(apiRequest('staffList')).rejects.toMatchObject({ status: 403 });
    expect(toEnrolment).not.toHaveBeenCalled();
  });
});
