export {
  savedViewQueryOf,
  savedViewsQuery,
  useCreateSavedView,
  useDeleteSavedView,
} from './saved-view-queries';
