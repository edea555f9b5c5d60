import { searchKindsFor } from '@backoffice/shared/contract';
import type { ApiContext } from '../../http/context';
import type { EndpointHandlers } from '../../http/handlers';
import { searchEverything } from './repository';

/**
 * The command palette's search: only the kinds the caller's role may read (the role is the one
 * read for this request); a blank query answers nothing rather than everything.
 */
export function searchHandlers({ db }: ApiContext): Pick<EndpointHandlers, 'search'> {
  return {
    async search({ query, user }) {
      // adminOnly: the route has resolved the staff role before calling.
      const kinds = user.staffRole ? searchKindsFor(user.staffRole) : [];
      if (!query.q) return { kinds, results: [] };
      return { kinds, results: await searchEverything(db, query.q, kinds) };
    },
  };
}
