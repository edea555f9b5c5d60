export { collectAllPages, downloadCsv } from './csv';
export type { CsvRow } from './csv';
export { readParams } from './searchParams';
export type { ParamValues } from './searchParams';
export { useListSearchParams } from './useListSearchParams';
export { listFilters, listParamShape, listRequest } from './listParams';
export type { ListUrlOptions } from './listParams';
export { useListController } from './useListController';
export type { ListSelection } from './useListSelection';
