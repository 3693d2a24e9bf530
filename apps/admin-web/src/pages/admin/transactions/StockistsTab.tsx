import { useState } from 'react';
import { byId, errorMessage, useMutation, useQuery, type components, type ReadPath } from '@kola/api';
import {
  OrderProductsModal,
  PendingStockistUpgrades,
  ProofOfPaymentModal,
  StockistHistoryCards,
  StockistPurchaseRequests,
  StockistRegistrations,
  StockistSalesStatsModal,
  type StockistRegistration,
  type StockistUpgradeRequest,
  type StockPurchaseRequest,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { useDecision } from './decisions';
import { UpgradeHistoryDialog } from './UpgradeHistoryDialog';

type Stockist = components['schemas']['Stockist'];
type StockistUpgrade = components['schemas']['StockistUpgrade'];
type StockistPurchase = components['schemas']['StockistPurchase'];

export const STOCKISTS_PER_PAGE = 20;

/** A registration row, keeping the stockist it came from (its id reads the upgrade history). */
type RegistrationRow = StockistRegistration & { stockist_id: number };

const registrationRow = (s: Stockist): RegistrationRow => ({
  stockist_id: s.id,
  store_name: s.store_name,
  store_address: s.store_address,
  store_state: s.store_state,
  store_phone: s.store_phone,
  username: s.username,
  package_name: s.package_name ?? null,
  stockist_package: s.stockist_package_name,
  stockist_package_value: s.stockist_package_value ?? null,
  stockist_status: s.stockist_status,
  reg_date: s.stockist_created_at,
  user_uuid: s.uuid,
  // Without a payment id (never for an administrator's read) the row cannot be decided.
  payment_id: s.payment_id ?? `stockist-${s.id}`,
  payment_receipt: s.payment_receipt ?? null,
  payment_status: s.payment_status ?? null,
  payment_date: s.payment_date ?? null,
});

const upgradeRow = (u: StockistUpgrade): StockistUpgradeRequest => ({
  payment_id: u.payment_id,
  store_name: u.store_name,
  username: u.username ?? '',
  current_package: u.previous_package_name,
  new_package: u.stockist_package_name,
  amount: u.amount,
  payment_status: u.status,
  payment_date: u.created_at,
  payment_receipt: u.payment_receipt,
});

const purchaseRow = (p: StockistPurchase): StockPurchaseRequest => ({
  id: p.purchase_id,
  store_name: p.store_name,
  username: p.username ?? null,
  pickup_type: p.pickup_type,
  total_quantity: p.total_quantity,
  total_price: p.total_price,
  status: p.status,
  created_at: p.created_at,
  payment_receipt: p.payment_receipt,
});

/** Every read a stockist decision can change: the tables, the totals and the histories. */
const stockistReads = (path: ReadPath) =>
  path.startsWith('/stockists/') || path.startsWith('/payments/{id}/stockist-upgrade-history');

const paymentId = (value: number | string) => (typeof value === 'number' ? value : null);

interface Proof {
  url: string;
  title: string;
}

/**
 * Transactions › Stockist History (docs/screens/back-office.md#transactions): the stockist totals;
 * stockist registrations (searched, paged; proof of payment, upgrade history, sales stats of an
 * approved store, approve or disapprove while pending); stockist package upgrades and stock purchases (processing first;
 * proof of payment, the purchase's products, approve or disapprove while processing). Each
 * decision asks for confirmation, and a 409 says the item was decided meanwhile.
 */
export function StockistsTab() {
  const [search, setSearch] = useState('');
  const [registrationPage, setRegistrationPage] = useState(1);
  const [upgradePage, setUpgradePage] = useState(1);
  const [purchasePage, setPurchasePage] = useState(1);
  const [proof, setProof] = useState<Proof | null>(null);
  const [historyOf, setHistoryOf] = useState<RegistrationRow | null>(null);
  const [productsOf, setProductsOf] = useState<StockPurchaseRequest | null>(null);
  const [salesOf, setSalesOf] = useState<RegistrationRow | null>(null);

  const text = search.trim();
  const totals = useQuery('/stockists/stats');
  const registrationQuery = { page: registrationPage, per_page: STOCKISTS_PER_PAGE };
  const all = useQuery('/stockists/all', text ? null : { params: { query: registrationQuery } });
  const found = useQuery(
    '/stockists/search',
    text ? { params: { query: { ...registrationQuery, search: text } } } : null,
  );
  const registrations = text ? found : all;
  const upgrades = useQuery('/stockists/upgrades', {
    params: { query: { page: upgradePage, per_page: STOCKISTS_PER_PAGE } },
  });
  const purchases = useQuery('/stockists/product-orders', {
    params: { query: { page: purchasePage, per_page: STOCKISTS_PER_PAGE } },
  });
  const history = useQuery(
    '/payments/{id}/stockist-upgrade-history',
    historyOf ? { params: { path: { id: historyOf.stockist_id } } } : null,
  );
  const sales = useQuery('/stockists/{id}/sales-stats', byId(salesOf?.stockist_id));
  const products = useQuery('/purchases/{id}/stock-details', byId(productsOf ? Number(productsOf.id) : null));

  const approveRegistration = useMutation('patch', '/stockists/{id}/approve-registration');
  const disapproveRegistration = useMutation('patch', '/stockists/{id}/disapprove-registration');
  const approveUpgrade = useMutation('patch', '/stockists/{id}/approve-upgrade');
  const disapproveUpgrade = useMutation('patch', '/stockists/{id}/disapprove-upgrade');
  const approveStock = useMutation('patch', '/purchases/{id}/approve-stock');
  const disapproveStock = useMutation('patch', '/purchases/{id}/disapprove-stock');
  const decide = useDecision(stockistReads);

  const byPayment = (
    noun: string,
    row: { payment_id: number | string },
    mutation: { trigger: (init: { params: { path: { id: number } } }) => Promise<{ message: string }> },
  ) => {
    const id = paymentId(row.payment_id);
    return id === null ? undefined : decide(noun, () => mutation.trigger({ params: { path: { id } } }));
  };

  return (
    <PageStack>
      <StockistHistoryCards
        totals={totals.data}
        loading={totals.isLoading}
        error={totals.error ? errorMessage(totals.error) : undefined}
        onRetry={() => void totals.mutate()}
      />
      <StockistRegistrations
        stockists={(registrations.data?.data ?? []).map(registrationRow)}
        loading={registrations.isLoading}
        error={registrations.error ? errorMessage(registrations.error) : undefined}
        onRetry={() => void registrations.mutate()}
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          setRegistrationPage(1);
        }}
        page={registrations.data?.current_page ?? registrationPage}
        lastPage={registrations.data?.last_page}
        perPage={registrations.data?.per_page ?? STOCKISTS_PER_PAGE}
        total={registrations.data?.total}
        onPageChange={setRegistrationPage}
        onApprove={(row) => byPayment('stockist registration', row, approveRegistration)}
        onDisapprove={(row) => byPayment('stockist registration', row, disapproveRegistration)}
        onViewProof={(row) =>
          row.payment_receipt &&
          setProof({ url: row.payment_receipt, title: `Proof of payment of ${row.store_name}` })
        }
        onViewUpgrades={(row) => setHistoryOf(row as RegistrationRow)}
        onViewSalesStats={(row) => setSalesOf(row as RegistrationRow)}
      />
      <PendingStockistUpgrades
        upgrades={(upgrades.data?.data ?? []).map(upgradeRow)}
        loading={upgrades.isLoading}
        error={upgrades.error ? errorMessage(upgrades.error) : undefined}
        onRetry={() => void upgrades.mutate()}
        page={upgrades.data?.current_page ?? upgradePage}
        lastPage={upgrades.data?.last_page}
        perPage={upgrades.data?.per_page ?? STOCKISTS_PER_PAGE}
        total={upgrades.data?.total}
        onPageChange={setUpgradePage}
        onApprove={(row) => byPayment('stockist upgrade', row, approveUpgrade)}
        onDisapprove={(row) => byPayment('stockist upgrade', row, disapproveUpgrade)}
        onViewProof={(row) =>
          row.payment_receipt &&
          setProof({ url: row.payment_receipt, title: `Proof of payment of ${row.store_name}'s upgrade` })
        }
      />
      <StockistPurchaseRequests
        purchases={(purchases.data?.data ?? []).map(purchaseRow)}
        loading={purchases.isLoading}
        error={purchases.error ? errorMessage(purchases.error) : undefined}
        onRetry={() => void purchases.mutate()}
        page={purchases.data?.current_page ?? purchasePage}
        lastPage={purchases.data?.last_page}
        perPage={purchases.data?.per_page ?? STOCKISTS_PER_PAGE}
        total={purchases.data?.total}
        onPageChange={setPurchasePage}
        onApprove={(row) =>
          decide('stock purchase', () => approveStock.trigger({ params: { path: { id: Number(row.id) } } }))
        }
        onDisapprove={(row) =>
          decide('stock purchase', () =>
            disapproveStock.trigger({ params: { path: { id: Number(row.id) } } }),
          )
        }
        onViewDetails={setProductsOf}
        onViewProof={(row) =>
          row.payment_receipt &&
          setProof({ url: row.payment_receipt, title: `Proof of payment of ${row.store_name}'s purchase` })
        }
      />
      <ProofOfPaymentModal
        url={proof?.url}
        title={proof?.title ?? 'Proof of payment'}
        open={proof !== null}
        onOpenChange={(open) => {
          if (!open) setProof(null);
        }}
      />
      <UpgradeHistoryDialog
        name={historyOf?.store_name}
        history={history}
        onClose={() => setHistoryOf(null)}
      />
      <StockistSalesStatsModal
        storeName={salesOf?.store_name}
        stats={sales.data}
        loading={sales.isLoading}
        error={sales.error ? errorMessage(sales.error) : undefined}
        onRetry={() => void sales.mutate()}
        open={salesOf !== null}
        onOpenChange={(open) => {
          if (!open) setSalesOf(null);
        }}
      />
      <OrderProductsModal
        orderId={productsOf?.id ?? ''}
        products={(products.data ?? []).map((line) => ({
          name: line.name,
          product_qty: line.product_qty,
          price: line.price,
        }))}
        loading={products.isLoading}
        error={products.error ? errorMessage(products.error) : undefined}
        open={productsOf !== null}
        onOpenChange={(open) => {
          if (!open) setProductsOf(null);
        }}
      />
    </PageStack>
  );
}
