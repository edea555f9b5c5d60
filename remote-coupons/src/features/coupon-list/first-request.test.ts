import {
  couponList,
  firstRequestQuery,
  firstRequestSchema,
  listParamShape,
  listRequest,
  readParams,
} from '@backoffice/shared';
import { hashKey } from '@tanstack/react-query';
import declaration from '../../first-request.json';
import { couponListUrl } from './coupon-list-params';
import { couponListQuery } from './coupon-queries';

// The host prefetches this declaration (served in /remotes.json) into the shared QueryClient;
// the list renders from that cache only if both build the same key.
const firstRequest = firstRequestSchema.parse(declaration);

describe('the first request declared in /remotes.json', () => {
  it.each([
    '',
    '?status=active&page=2&sort=code&search=SPRING',
    // A hand-edited link: the area reads the defaults instead, and so must the preload.
    '?status=nope&page=abc&sort=bogus',
  ])('has the list query key for "%s"', (search) => {
    const shape = listParamShape(couponList, couponListUrl);
    const params = readParams(shape, new URLSearchParams(search));
    const own = couponListQuery(listRequest(couponList, params, couponListUrl.filters)).queryKey;
    expect(hashKey(firstRequestQuery(firstRequest, search)?.queryKey ?? [])).toBe(hashKey(own));
  });
});
