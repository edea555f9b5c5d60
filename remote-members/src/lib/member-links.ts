import { areaPaths } from '@backoffice/shared';

/**
 * A profile opened from the list carries the list's query (filters, sort, page), as a request
 * opened from Submissions does, so the profile's way back returns to the same page of the list.
 */
function carrying(path: string, listSearch: string): string {
  const query = listSearch.replace(/^\?/, '');
  return query ? `${path}?${query}` : path;
}

export const profileHref = (memberId: string, listSearch = '') =>
  carrying(areaPaths.memberProfile(memberId), listSearch);

export const membersHref = (listSearch = '') => carrying(areaPaths.members, listSearch);
