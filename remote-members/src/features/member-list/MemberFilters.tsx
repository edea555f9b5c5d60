import { memberStatuses, memberStatusSchema } from '@backoffice/shared';
import { DateField, SearchInput, SelectField, Toolbar } from '@backoffice/shared/ui';
import { memberStatusLabels } from '../../lib/memberLabels';
import type { MemberFilterValues } from './memberListParams';
import styles from './MemberListPage.module.css';

const statusOptions = memberStatuses.map((status) => ({
  value: status,
  label: memberStatusLabels[status],
}));
const verifiedOptions = [
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Not verified' },
];

type MemberFiltersProps = {
  filters: MemberFilterValues;
  searchTerm: string;
  onSearchTermChange: (term: string) => void;
  onChange: (patch: Partial<MemberFilterValues>) => void;
  rangeError?: string;
};

export function MemberFilters({
  filters,
  searchTerm,
  onSearchTermChange,
  onChange,
  rangeError,
}: MemberFiltersProps) {
  return (
    <Toolbar label="Member filters">
      <div className={styles.filters}>
        <SearchInput
          label="Search members"
          placeholder="Search by name, email or phone"
          value={searchTerm}
          onValueChange={onSearchTermChange}
        />
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={statusOptions}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ status: memberStatusSchema.safeParse(event.target.value).data })
          }
        />
        <SelectField
          label="Verified"
          placeholder="Verified or not"
          options={verifiedOptions}
          value={filters.verified ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ verified: value === 'true' || value === 'false' ? value : undefined });
          }}
        />
        <DateField
          label="Joined from"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
        <DateField
          label="Joined to"
          value={filters.to ?? ''}
          min={filters.from}
          error={rangeError}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </div>
    </Toolbar>
  );
}
