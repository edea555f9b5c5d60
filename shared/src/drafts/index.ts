export {
  clearAllDrafts,
  clearDraft,
  saveDraft,
  selectDraftText,
  useDraftsStore,
} from './draft-store';
export { changedFields } from './changed-fields';
export { DraftOffer } from './draft-offer';
export {
  confirmLeavePage,
  discardUnsavedChanges,
  hasUnsavedChanges,
  subscribeUnsavedChanges,
} from './unsaved-changes';
export { useFormDraft } from './use-form-draft';
