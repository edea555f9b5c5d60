export { collectAllPages, downloadCsv } from './csv';
export type { CsvRow } from './csv';
export { readParams } from './search-params';
export type { ParamValues } from './search-params';
export { useListSearchParams } from './use-list-search-params';
export { listFilters, listParamShape, listRequest } from './list-params';
export type { ListUrlOptions } from './list-params';
export { useListController } from './use-list-controller';
export type { ListSelection } from './use-list-selection';
