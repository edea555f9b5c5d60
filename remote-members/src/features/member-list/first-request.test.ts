import { memberList } from '@backoffice/shared';
import { firstRequestKeys } from '@backoffice/shared/testing';
import declaration from '../../first-request.json';
import { memberListUrl } from './member-list-params';
import { memberListQuery } from './member-list-queries';

const list = { definition: memberList, ...memberListUrl, query: memberListQuery };

// The host prefetches this declaration (served in /remotes.json) into the shared QueryClient;
// the list renders from that cache only if both build the same key.
describe('the first request declared in /remotes.json', () => {
  it.each([
    '',
    '?status=suspended&page=2&sort=-joinedAt&search=ann',
    '?verified=true&limit=50',
    // A hand-edited link: the area reads the defaults instead, and so must the preload.
    '?page=0&limit=5000&status=nope&verified=maybe&sort=bogus',
  ])('has the list query key for "%s"', (search) => {
    const keys = firstRequestKeys(declaration, list, search);
    expect(keys.preloaded).toBe(keys.list);
  });
});
