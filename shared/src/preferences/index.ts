export { selectReviewShortcutsEnabled, useReviewShortcutsSetting } from './review-shortcuts';
