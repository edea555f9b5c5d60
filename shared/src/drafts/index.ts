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
  discardUnsavedChanges,
  hasUnsavedChanges,
  LEAVE_PAGE_TEXT,
  subscribeUnsavedChanges,
  useUnsavedChanges,
} from './unsavedChanges';
export { useFormDraft } from './useFormDraft';
export type { FormDraft } from './useFormDraft';
