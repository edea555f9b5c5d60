export {
  clearAllDrafts,
  clearDraft,
  saveDraft,
  selectDraftText,
  useDraftsStore,
} from './draftStore';
export { DraftOffer } from './DraftOffer';
export {
  confirmLeavePage,
  discardUnsavedChanges,
  hasUnsavedChanges,
  subscribeUnsavedChanges,
} from './unsavedChanges';
export { useFormDraft } from './useFormDraft';
