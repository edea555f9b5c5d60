/*
 * The light half of the UI kit, its own shared entry: the controls, feedback and layout pieces and
 * the theme, which /login needs. The heavy parts (Radix dialogs and tabs, the data table) are in
 * `@backoffice/shared/ui`, which re-exports this entry, so an app imports everything from there
 * and /login loads only this.
 */
import './styles/base.css';

export { Button, IconButton, buttonClassName } from './button/Button';
export type { ButtonProps } from './button/Button';
export { Avatar } from './feedback/Avatar';
export { Badge } from './feedback/Badge';
export type { BadgeTone } from './feedback/Badge';
export { EmptyState } from './feedback/EmptyState';
export { ErrorState } from './feedback/ErrorState';
export { ProgressBar } from './feedback/ProgressBar';
export { Skeleton } from './feedback/Skeleton';
export { Spinner } from './feedback/Spinner';
export { VisuallyHidden } from './feedback/VisuallyHidden';
export { CheckboxField } from './form/CheckboxField';
export { SearchInput } from './form/SearchInput';
export { SelectField } from './form/SelectField';
export type { SelectOption } from './form/SelectField';
export { TextAreaField } from './form/TextAreaField';
export { DateField, TextField } from './form/TextField';
export { Card } from './layout/Card';
export { PageLayout } from './layout/PageLayout';
export { StatCard } from './layout/StatCard';
export { Toolbar } from './layout/Toolbar';
export { Pagination } from './navigation/Pagination';
export { ThemeProvider, useTheme } from './theme/ThemeProvider';
export type { ThemePreference } from './theme/ThemeProvider';
