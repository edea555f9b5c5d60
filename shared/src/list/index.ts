export { collectAllPages, downloadCsv } from './csv';
export type { CsvRow } from './csv';
export { patchParams, readParams } from './searchParams';
export type { ParamShape, ParamValues } from './searchParams';
export { useListSearchParams, useSearchParamInput } from './useListSearchParams';
export { pageBeyondEnd, useStayWithinPages } from './pageRange';
