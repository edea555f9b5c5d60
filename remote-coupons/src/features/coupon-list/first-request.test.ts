import { couponList } from '@backoffice/shared';
import { firstRequestKeys } from '@backoffice/shared/testing';
import declaration from '../../first-request.json';
import { couponListUrl } from './coupon-list-params';
import { couponListQuery } from './coupon-queries';

const list = { definition: couponList, ...couponListUrl, query: couponListQuery };

// The host prefetches this declaration (served in /remotes.json) into the shared QueryClient;
// the list renders from that cache only if both build the same key.
describe('the first request declared in /remotes.json', () => {
  it.each([
    '',
    '?status=active&page=2&sort=code&search=SPRING',
    // A hand-edited link: the area reads the defaults instead, and so must the preload.
    '?status=nope&page=abc&sort=bogus',
  ])('has the list query key for "%s"', (search) => {
    const keys = firstRequestKeys(declaration, list, search);
    expect(keys.preloaded).toBe(keys.list);
  });
});
