import { apiRequest } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

/** The threshold in force and the change waiting for a second owner. */
export const approvalSettingsQuery = () =>
  queryOptions({
    queryKey: ['settings', 'approval'],
    queryFn: ({ signal }) => apiRequest('approvalSettings', { signal }),
  });
