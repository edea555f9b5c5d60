import { useListSearchParams } from '@backoffice/shared';
import { listParamsShape } from './list-params';

/** The submissions list's filters, sort and page, read from and written to the URL. */
export function useFundingListParams() {
  return useListSearchParams(listParamsShape);
}
