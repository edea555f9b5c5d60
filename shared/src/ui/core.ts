/*
 * The light half of the UI kit, its own shared entry: the controls, feedback and layout pieces and
 * the theme, which /login needs. The heavy parts (Radix dialogs and tabs, the data table) are in
 * `@backoffice/shared/ui`, which re-exports this entry, so an app imports everything from there
 * and /login loads only this.
 */
import './styles/base.css';

export { Button, IconButton, buttonClassName } from './button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './button/Button';
export { Avatar } from './feedback/Avatar';
export type { AvatarProps } from './feedback/Avatar';
export { Badge } from './feedback/Badge';
export type { BadgeTone } from './feedback/Badge';
export { EmptyState } from './feedback/EmptyState';
export type { EmptyStateProps } from './feedback/EmptyState';
export { ErrorState } from './feedback/ErrorState';
export type { ErrorStateProps } from './feedback/ErrorState';
export { ProgressBar } from './feedback/ProgressBar';
export type { ProgressBarProps } from './feedback/ProgressBar';
export { Skeleton, TableSkeleton } from './feedback/Skeleton';
export type { SkeletonProps, TableSkeletonProps } from './feedback/Skeleton';
export { Spinner } from './feedback/Spinner';
export type { SpinnerProps } from './feedback/Spinner';
export { VisuallyHidden } from './feedback/VisuallyHidden';
export { CheckboxField } from './form/CheckboxField';
export type { CheckboxFieldProps } from './form/CheckboxField';
export type { FieldProps } from './form/Field';
export { SearchInput } from './form/SearchInput';
export type { SearchInputProps } from './form/SearchInput';
export { SelectField } from './form/SelectField';
export type { SelectFieldProps, SelectOption } from './form/SelectField';
export { TextAreaField } from './form/TextAreaField';
export type { TextAreaFieldProps } from './form/TextAreaField';
export { DateField, TextField } from './form/TextField';
export type { DateFieldProps, TextFieldProps } from './form/TextField';
export { Card } from './layout/Card';
export type { CardProps } from './layout/Card';
export { PageHeader } from './layout/PageHeader';
export type { PageHeaderProps } from './layout/PageHeader';
export { PageLayout } from './layout/PageLayout';
export type { PageLayoutProps } from './layout/PageLayout';
export { StatCard } from './layout/StatCard';
export type { StatCardProps } from './layout/StatCard';
export { Toolbar } from './layout/Toolbar';
export { DEFAULT_PAGE_SIZES, Pagination, pageCount } from './navigation/Pagination';
export type { PaginationProps } from './navigation/Pagination';
export {
  THEME_STORAGE_KEY,
  ThemeProvider,
  themePreferences,
  useTheme,
} from './theme/ThemeProvider';
export type { ResolvedTheme, ThemePreference } from './theme/ThemeProvider';
