import type { SortingState } from '@tanstack/react-table';

/** `field` or `-field` (the API's sort parameter) as react-table sorting state. */
export function sortToSorting(sort: string | undefined): SortingState {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

/** A header click cycles ascending → descending → unsorted. */
export function nextSort(current: string | undefined, field: string): string | undefined {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return undefined;
  return field;
}
