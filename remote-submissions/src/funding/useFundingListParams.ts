import { useListSearchParams } from '@backoffice/shared';
import { useState } from 'react';
import { createListParamsShape } from './listParams';

/** The submissions list's filters, sort and page, read from and written to the URL. */
export function useFundingListParams() {
  // One shape per mount: its default range is computed once, so the params stay referentially stable.
  const [shape] = useState(() => createListParamsShape());
  return useListSearchParams(shape);
}
