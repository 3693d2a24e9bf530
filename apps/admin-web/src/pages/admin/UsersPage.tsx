import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useQuery, type components } from '@kola/api';
import {
  Badge,
  DataTable,
  formatOrderDate,
  MembersListFilter,
  PageHeader,
  TextLink,
  type BadgeTone,
  type DataTableColumn,
  type MembersFilter,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { memberPath } from '../../paths';

type User = components['schemas']['User'];

/** Members per page asked of the server. */
export const MEMBERS_PER_PAGE = 20;

const STATUS: Record<User['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Inactive', tone: 'warning' },
  expired: { label: 'Expired', tone: 'danger' },
};

const columns: DataTableColumn<User>[] = [
  {
    id: 'name',
    header: 'Name',
    // The name opens the member's detail (docs/screens/back-office.md#member-detail).
    cell: (user) => (
      <TextLink href={memberPath(user.uuid)} linkComponent={Link}>
        {`${user.first_name} ${user.last_name}`}
      </TextLink>
    ),
    csvValue: (user) => `${user.first_name} ${user.last_name}`,
  },
  { id: 'username', header: 'Username', cell: (user) => user.username },
  { id: 'email', header: 'Email', cell: (user) => user.email },
  { id: 'phone', header: 'Phone', cell: (user) => user.phone },
  { id: 'package', header: 'Package', cell: (user) => user.package_name ?? '' },
  {
    id: 'status',
    header: 'Status',
    cell: (user) => <Badge tone={STATUS[user.status].tone}>{STATUS[user.status].label}</Badge>,
    csvValue: (user) => STATUS[user.status].label,
  },
  {
    id: 'stockist',
    header: 'Stockist',
    cell: (user) => (user.is_stockist === 1 ? <Badge tone="brand">Stockist</Badge> : ''),
    csvValue: (user) => (user.is_stockist === 1 ? 'Stockist' : ''),
  },
  { id: 'joined', header: 'Joined', cell: (user) => formatOrderDate(user.created_at) },
];

const EMPTY_TEXT: Record<MembersFilter, string> = {
  all: 'There are no members',
  active: 'There are no active members',
  inactive: 'There are no inactive members',
  stockists: 'There are no stockists',
};

/**
 * /admin/users (docs/screens/back-office.md#members): every member, paged by the server
 * (GET /users with `type`, `page`, `per_page`), filtered All / Active / Inactive / Stockists,
 * and searched by name, username, email or phone (GET /users/search, 300 ms after the last
 * keystroke). A search looks through every member, so the filter rests while one is typed. A
 * member's name opens their detail (MemberDetailPage).
 */
export function UsersPage() {
  const [type, setType] = useState<MembersFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const text = search.trim();
  const paging = { page, per_page: MEMBERS_PER_PAGE };
  const list = useQuery('/users', text ? null : { params: { query: { ...paging, type } } });
  const found = useQuery('/users/search', text ? { params: { query: { ...paging, search: text } } } : null);
  const read = text ? found : list;

  return (
    <PageStack>
      <PageHeader title="Members" description="Every member, newest first." />
      <DataTable
        caption="Members"
        columns={columns}
        rows={read.data?.data ?? []}
        rowKey={(user) => user.uuid}
        loading={read.isLoading}
        error={read.error ? errorMessage(read.error) : undefined}
        onRetry={() => void read.mutate()}
        emptyText={text ? `No member matches "${text}"` : EMPTY_TEXT[type]}
        search={search}
        searchLabel="Search members"
        searchPlaceholder="Name, username, email or phone"
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        toolbar={
          <MembersListFilter
            value={type}
            disabled={text !== ''}
            onChange={(next) => {
              setType(next);
              setPage(1);
            }}
          />
        }
        page={read.data?.current_page ?? page}
        lastPage={read.data?.last_page}
        perPage={read.data?.per_page ?? MEMBERS_PER_PAGE}
        total={read.data?.total}
        onPageChange={setPage}
        exportFileName="members"
      />
    </PageStack>
  );
}
