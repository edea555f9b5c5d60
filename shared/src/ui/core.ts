/*
 * The light half of the UI kit, its own shared entry: the controls, feedback and layout pieces and
 * the theme, which /login needs. The heavy parts (Radix dialogs and tabs, the data table) are in
 * `@backoffice/shared/ui`, which re-exports this entry, so an app imports everything from there
 * and /login loads only this.
 */
// First: the theme brings the page's base styles, which the components' own styles come after.
export { applyStoredTheme, ThemeProvider, useTheme } from './theme/theme-provider';
export { Button, IconButton, buttonClassName } from './button/button';
export type { ButtonProps } from './button/button';
export { Avatar } from './feedback/avatar';
export { Badge } from './feedback/badge';
export type { BadgeTone } from './feedback/badge';
export { EmptyState } from './feedback/empty-state';
export { ErrorReference } from './feedback/error-reference';
export { ErrorState } from './feedback/error-state';
export { ProgressBar } from './feedback/progress-bar';
export { Skeleton } from './feedback/skeleton';
export { Spinner } from './feedback/spinner';
export { VisuallyHidden } from './feedback/visually-hidden';
export { SearchIcon } from './icons/search-icon';
export { CheckboxField } from './form/checkbox-field';
export { SearchInput } from './form/search-input';
export { SelectField } from './form/select-field';
export type { SelectOption } from './form/select-field';
export { TextAreaField } from './form/text-area-field';
export { TextField } from './form/text-field';
export { Card } from './layout/card';
export { FactStrip } from './layout/fact-strip';
export { PendingCard } from './layout/pending-card';
export { PageLayout } from './layout/page-layout';
export { StatCard } from './layout/stat-card';
export { Toolbar } from './layout/toolbar';
export { Pagination } from './navigation/pagination';
export {
  FundingStatusBadge,
  fundingStatusLabels,
  fundingStatusTones,
  MemberStatusBadge,
  memberStatusLabels,
} from './status/status-badges';
export type { ThemePreference } from './theme/theme-provider';
