import { firstRequestQuery, firstRequestSchema, readParams } from '@backoffice/shared';
import { hashKey } from '@tanstack/react-query';
import declaration from '../first-request.json';
import { fundingListQuery } from './funding-queries';
import { listParamsShape, toPageFilters } from './list-params';

// The host prefetches this declaration (served in /remotes.json) into the shared QueryClient;
// the list renders from that cache only if both build the same key.
const firstRequest = firstRequestSchema.parse(declaration);
const today = new Date(2026, 10, 23);

describe('the first request declared in /remotes.json', () => {
  it.each([
    '',
    '?status=pending&page=3&sort=amountRequested&search=rent',
    '?from=2026-01-01&to=2026-02-01&category=medical&search=',
    '?queue=review&limit=50',
    // A hand-edited link: the area reads the defaults instead, and so must the preload.
    '?page=-3&sort=bogus&status=nope&category=x&from=2026-99-99&queue=x&limit=0',
  ])('has the list query key for "%s"', (search) => {
    const params = readParams(listParamsShape, new URLSearchParams(search));
    const own = fundingListQuery(toPageFilters(params)).queryKey;
    expect(hashKey(firstRequestQuery(firstRequest, search, today)?.queryKey ?? [])).toBe(
      hashKey(own),
    );
  });

  it('is not sent for a day range that ends before it starts: the list asks nothing either', () => {
    expect(
      firstRequestQuery(firstRequest, '?from=2026-03-01&to=2026-02-01', today),
    ).toBeUndefined();
  });
});
