export { selectReviewShortcutsEnabled, useReviewShortcutsSetting } from './reviewShortcuts';
