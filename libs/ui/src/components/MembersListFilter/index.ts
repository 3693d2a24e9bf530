export { MEMBERS_FILTERS, MembersListFilter } from './MembersListFilter';
export type { MembersFilter, MembersListFilterProps } from './MembersListFilter';
