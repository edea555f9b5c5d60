import { endpoints } from '@backoffice/shared/contract';
import { DEMO_ADMIN, DEMO_SUPPORT, signinAs, startApi, type TestApi } from '../src/testing';
import { client, dataOf } from './helpers';

let api: TestApi;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  api = await startApi();
  admin = client(
    api.url,
    (await signinAs(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password)).access_token,
  );
});
afterAll(() => api?.close());

const LIST = endpoints.fundingList.path;

describe('the demo data shows every feature', () => {
  it('has open requests above the four-eyes threshold, some awaiting a second approval', async () => {
    const { thresholdUsd } = dataOf(
      await admin.get(endpoints.approvalSettings.path),
      endpoints.approvalSettings.response,
    );
    const underReview = dataOf(
      await admin.get(LIST, { status: 'under_review', sort: '-amountRequested', limit: 20 }),
      endpoints.fundingList.response,
    );
    expect(underReview.items.filter((item) => item.amountRequested > thresholdUsd).length).toBe(6);
    const queue = dataOf(
      await admin.get(LIST, { queue: 'second_approval', limit: 20 }),
      endpoints.fundingList.response,
    );
    expect(queue.total).toBe(2);
    expect(queue.items.every((item) => item.amountRequested > thresholdUsd)).toBe(true);
  });

  it('has saved replies and rooms assigned to the support account', async () => {
    const replies = dataOf(
      await admin.get(endpoints.savedReplies.path),
      endpoints.savedReplies.response,
    );
    expect(replies.map((reply) => reply.title)).toContain('Documents needed');
    const { rooms } = dataOf(await admin.get(endpoints.rooms.path), endpoints.rooms.response);
    expect(rooms.filter((room) => room.inbox.assignee?.id === DEMO_SUPPORT.id)).toHaveLength(3);
  });

  it('is the same on every fresh start', async () => {
    const other = await startApi();
    try {
      const ids = async (url: string) => {
        const token = (await signinAs(url, DEMO_ADMIN.email, DEMO_ADMIN.password)).access_token;
        const page = dataOf(
          await client(url, token).get(LIST, { queue: 'second_approval' }),
          endpoints.fundingList.response,
        );
        return page.items.map((item) => item.id);
      };
      const seeded = await ids(api.url);
      expect(seeded).toHaveLength(2);
      expect(await ids(other.url)).toEqual(seeded);
    } finally {
      await other.close();
    }
  });
});
