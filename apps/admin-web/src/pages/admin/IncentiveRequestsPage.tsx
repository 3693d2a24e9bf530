import { useState } from 'react';
import { errorMessage, useMutation, useQuery, type components, type ReadPath } from '@kola/api';
import { PageStack } from '@kola/app-shell';
import { IncentiveRequests, PageHeader, ProductClaimsTable, type IncentiveRequest } from '@kola/ui';
import { useDecision } from './transactions/decisions';

type IncentiveClaim = components['schemas']['IncentiveClaim'];

export const REQUESTS_PER_PAGE = 20;

/** The API's processing claim is the screen's Pending Request. */
const requestRow = (c: IncentiveClaim): IncentiveRequest => ({
  id: c.id,
  first_name: c.first_name ?? '',
  last_name: c.last_name ?? '',
  username: c.username ?? '',
  package_name: c.package_name ?? null,
  points: c.cpv ?? 0,
  rank_name: c.rank_name,
  incentive: c.incentive,
  worth: c.worth,
  status: c.status === 'processing' ? 'pending' : c.status,
});

const incentiveReads = (path: ReadPath) => path.startsWith('/incentive-claims/');
const productClaimReads = (path: ReadPath) => path.startsWith('/product-claims/');

/**
 * /admin/incentive-requests (docs/screens/back-office.md#incentive-requests): the incentive claims
 * waiting for a decision (count, member, CPV, rank, incentive, worth), and the product claims with
 * the totals of products taken. Each approval or decline asks first; a 409 says another
 * administrator decided it meanwhile, and the list is read again either way.
 */
export function IncentiveRequestsPage() {
  const [requestPage, setRequestPage] = useState(1);
  const [claimPage, setClaimPage] = useState(1);
  const requests = useQuery('/incentive-claims/all', {
    params: { query: { page: requestPage, per_page: REQUESTS_PER_PAGE } },
  });
  const claims = useQuery('/product-claims/all', {
    params: { query: { page: claimPage, per_page: REQUESTS_PER_PAGE } },
  });
  const sold = useQuery('/product-claims/total-product-sold');
  const claimed = useQuery('/product-claims/sum-claimed-products');
  const approveIncentive = useMutation('put', '/incentive-claims/{id}/approve');
  const declineIncentive = useMutation('put', '/incentive-claims/{id}/decline');
  const approveClaim = useMutation('put', '/product-claims/{id}/approve');
  const declineClaim = useMutation('put', '/product-claims/{id}/decline');
  const decideIncentive = useDecision(incentiveReads);
  const decideClaim = useDecision(productClaimReads);
  const path = (id: number | string) => ({ params: { path: { id: Number(id) } } });

  return (
    <PageStack>
      <PageHeader
        title="Incentive Requests"
        description="Members' incentive claims and product claims waiting for a decision."
      />
      <IncentiveRequests
        requests={(requests.data?.data ?? []).map(requestRow)}
        loading={requests.isLoading}
        error={requests.error ? errorMessage(requests.error) : undefined}
        onRetry={() => void requests.mutate()}
        page={requests.data?.current_page ?? requestPage}
        lastPage={requests.data?.last_page}
        perPage={requests.data?.per_page ?? REQUESTS_PER_PAGE}
        total={requests.data?.total}
        onPageChange={setRequestPage}
        onApprove={(row) =>
          decideIncentive('incentive request', () => approveIncentive.trigger(path(row.id)))
        }
        onDecline={(row) =>
          decideIncentive('incentive request', () => declineIncentive.trigger(path(row.id)))
        }
      />
      <ProductClaimsTable
        claims={claims.data?.data ?? []}
        sold={sold.data}
        claimed={claimed.data}
        totalsLoading={sold.isLoading || claimed.isLoading}
        loading={claims.isLoading}
        error={claims.error ? errorMessage(claims.error) : undefined}
        onRetry={() => void claims.mutate()}
        page={claims.data?.current_page ?? claimPage}
        lastPage={claims.data?.last_page}
        perPage={claims.data?.per_page ?? REQUESTS_PER_PAGE}
        total={claims.data?.total}
        onPageChange={setClaimPage}
        onApprove={(row) => decideClaim('product claim', () => approveClaim.trigger(path(row.id)))}
        onDecline={(row) => decideClaim('product claim', () => declineClaim.trigger(path(row.id)))}
      />
    </PageStack>
  );
}
