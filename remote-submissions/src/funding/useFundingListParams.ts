import { useListSearchParams } from '@backoffice/shared';
import { listParamsShape } from './listParams';

/** The submissions list's filters, sort and page, read from and written to the URL. */
export function useFundingListParams() {
  return useListSearchParams(listParamsShape);
}
