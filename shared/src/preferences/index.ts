export {
  REVIEW_SHORTCUTS_KEY,
  selectReviewShortcutsEnabled,
  useReviewShortcutsSetting,
} from './reviewShortcuts';
