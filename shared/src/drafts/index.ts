export {
  clearAllDrafts,
  clearDraft,
  DRAFTS_STORAGE_KEY,
  saveDraft,
  selectDraftText,
  useDraftsStore,
} from './draftStore';
export type { DraftsState } from './draftStore';
export { DraftOffer } from './DraftOffer';
export {
  confirmLeavePage,
  hasUnsavedChanges,
  LEAVE_PAGE_TEXT,
  useUnsavedChanges,
} from './unsavedChanges';
export { useFormDraft } from './useFormDraft';
export type { FormDraft } from './useFormDraft';
