import { useState } from 'react';
import { byUuid, errorMessage, useQuery } from '@kola/api';
import {
  AllDownlinesTable,
  Card,
  DownlineCardGrid,
  PageHeader,
  type DownlineActiveFilter,
  type DownlineLegFilter,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { useMember } from '../../shell';

const PER_PAGE = 20;

/** The query of one page of the whole downline: only the filters in use. */
function downlineQuery(page: number, search: string, leg: DownlineLegFilter, active: DownlineActiveFilter) {
  const text = search.trim();
  return {
    page,
    per_page: PER_PAGE,
    ...(text ? { search: text } : {}),
    ...(leg !== 'all' ? { leg } : {}),
    ...(active !== 'all' ? { active: active === 'active' } : {}),
  };
}

/**
 * /user/downlines (docs/screens/member.md#downlines): the direct downlines as cards with their
 * state (active, awaiting payment until a date, expired), and every downline, nearest generation
 * first, paged, searched by username or name and filtered by leg and state.
 */
export function DownlinesPage() {
  const { uuid } = useMember();
  const direct = useQuery('/users/{uuid}/direct-downlines', byUuid(uuid));
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [leg, setLeg] = useState<DownlineLegFilter>('all');
  const [active, setActive] = useState<DownlineActiveFilter>('all');
  const all = useQuery('/users/{uuid}/downlines', {
    params: { path: { uuid }, query: downlineQuery(page, search, leg, active) },
  });
  const filtered = search.trim() !== '' || leg !== 'all' || active !== 'all';

  return (
    <PageStack>
      <PageHeader title="Downlines" description="The members you placed and everyone below them." />
      <Card title="Direct downlines">
        <DownlineCardGrid
          downlines={direct.data ?? []}
          loading={direct.isLoading}
          error={direct.error ? errorMessage(direct.error) : undefined}
          onRetry={() => void direct.mutate()}
        />
      </Card>
      <AllDownlinesTable
        caption="All downlines"
        showCaption
        showNetworkColumns
        downlines={all.data?.data ?? []}
        loading={all.isLoading}
        error={all.error ? errorMessage(all.error) : undefined}
        onRetry={() => void all.mutate()}
        emptyText={filtered ? 'No downline matches these filters' : 'There are no downlines'}
        page={all.data?.current_page ?? page}
        lastPage={all.data?.last_page}
        perPage={all.data?.per_page ?? PER_PAGE}
        total={all.data?.total}
        onPageChange={setPage}
        search={search}
        searchPlaceholder="Username or name"
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        leg={leg}
        onLegChange={(value) => {
          setLeg(value);
          setPage(1);
        }}
        active={active}
        onActiveChange={(value) => {
          setActive(value);
          setPage(1);
        }}
      />
    </PageStack>
  );
}
