import { apiRequest, settingsKeys } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';

/** The threshold in force and the change waiting for a second owner. */
export const approvalSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.approval(),
    queryFn: ({ signal }) => apiRequest('approvalSettings', { signal }),
  });
