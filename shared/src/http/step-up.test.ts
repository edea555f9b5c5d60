import { STEP_UP_REASON } from '../contract';
import { answer, staffMemberFixture, startFakeApi, type FakeApi } from '@backoffice/shared/testing';
import { apiRequest } from './api-request';
import { setStepUpHandler } from './step-up';

let api: FakeApi;
const staffMember = staffMemberFixture();
const refusal = { statusCode: 403, message: 'Enter your password again', reason: STEP_UP_REASON };

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());
afterEach(() => setStepUpHandler(null));

describe('step-up in the http client', () => {
  it('asks once for the password on step_up_required, then repeats the call', async () => {
    let calls = 0;
    api.onAnyRequest(() => {
      calls += 1;
      return calls === 1 ? answer(403, refusal) : answer(200, { data: staffMember });
    });
    const handler = vi.fn(() => Promise.resolve(true));
    setStepUpHandler(handler);
    const changed = await apiRequest('changeStaffRole', {
      params: { id: 'ADM-1' },
      body: { role: 'reviewer' },
    });
    expect(changed.role).toBe('reviewer');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(api.seen).toHaveLength(2);
  });

  it('lets the refusal through when the person cancels, and ignores other 403s', async () => {
    api.onAnyRequest(() => answer(403, refusal));
    const handler = vi.fn(() => Promise.resolve(false));
    setStepUpHandler(handler);
    await expect(
      apiRequest('changeStaffRole', { params: { id: 'ADM-1' }, body: { role: 'reviewer' } }),
    ).rejects.toMatchObject({ status: 403, message: 'Enter your password again' });
    api.onAnyRequest(() => answer(403, { statusCode: 403, message: 'Only owners' }));
    await expect(apiRequest('staffList')).rejects.toMatchObject({ status: 403 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
