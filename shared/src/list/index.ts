export { collectAllPages, downloadCsv } from './csv';
export { readParams } from './searchParams';
export { useListSearchParams, useSearchParamInput } from './useListSearchParams';
export { useStayWithinPages } from './pageRange';
/** @public The declarations tsc emits for the apps' list hooks name it. */
export type { ParamValues } from './searchParams';
