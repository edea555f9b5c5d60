export {
  clearAllDrafts,
  clearDraft,
  saveDraft,
  selectDraftText,
  useDraftsStore,
} from './draftStore';
export { DraftOffer } from './DraftOffer';
export { confirmLeavePage, hasUnsavedChanges } from './unsavedChanges';
export { useFormDraft } from './useFormDraft';
