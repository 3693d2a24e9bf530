import { useId } from 'react';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledMembersFilter,
  StyledMembersFilterInput,
  StyledMembersFilterOption,
  StyledMembersFilterOptions,
} from './MembersListFilter.styles';

/** The `type` query of GET /users. */
export type MembersFilter = 'all' | 'active' | 'inactive' | 'stockists';

/** The filters of docs/screens/back-office.md#members, in their order. */
export const MEMBERS_FILTERS: readonly { value: MembersFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'stockists', label: 'Stockists' },
];

export interface MembersListFilterProps {
  value: MembersFilter;
  onChange: (next: MembersFilter) => void;
  disabled?: boolean;
  /** Accessible name of the group (not shown). */
  label?: string;
}

/**
 * The Members list filter (docs/screens/back-office.md#members): All, Active, Inactive, Stockists as a
 * segmented control. It is a radio group, so arrow keys move between the filters.
 */
export function MembersListFilter({
  value,
  onChange,
  disabled = false,
  label = 'Filter members',
}: MembersListFilterProps) {
  const name = useId();
  return (
    <StyledMembersFilter disabled={disabled}>
      <StyledVisuallyHidden as="legend">{label}</StyledVisuallyHidden>
      <StyledMembersFilterOptions>
        {MEMBERS_FILTERS.map((filter) => {
          const checked = filter.value === value;
          return (
            <StyledMembersFilterOption
              key={filter.value}
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={disabled ? 'true' : undefined}
            >
              <StyledMembersFilterInput
                type="radio"
                name={name}
                value={filter.value}
                checked={checked}
                onChange={() => onChange(filter.value)}
              />
              {filter.label}
            </StyledMembersFilterOption>
          );
        })}
      </StyledMembersFilterOptions>
    </StyledMembersFilter>
  );
}
