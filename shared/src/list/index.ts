export { collectAllPages, downloadCsv, neutraliseFormula, toCsv, UTF8_BOM } from './csv';
export type { CsvCell, CsvRow } from './csv';
export { patchParams, readParams } from './searchParams';
export type { ParamShape, ParamValues } from './searchParams';
export { useListSearchParams, useSearchParamInput } from './useListSearchParams';
export { pageBeyondEnd, useStayWithinPages } from './pageRange';
