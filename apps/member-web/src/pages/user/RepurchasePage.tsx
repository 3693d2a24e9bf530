import { useDeferredValue, useState } from 'react';
import {
  byId,
  byUuid,
  errorMessage,
  useFlowError,
  useMutation,
  usePayWithWallet,
  useQuery,
  type components,
  type PaymentInitiateRequest,
} from '@kola/api';
import {
  CartPanel,
  OrderCodeModal,
  OrderProductsModal,
  PageHeader,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_VERIFIED_MESSAGE,
  PaymentModal,
  PickupAllowanceSummary,
  ProductGrid,
  PurchaseHistory,
  RepurchaseLayout,
  StockistPickerTable,
  useToast,
  type AvailableStockist,
  type CartLine,
  type CartSubmission,
  type CommerceProduct,
  type PickupType,
  type PurchaseOrder,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { useCardCheckout } from '../../payments/useCardCheckout';
import { useMember } from '../../shell';

type Allowances = components['schemas']['PickupAllowances'];
type MemberPickupType = components['schemas']['PurchasePickupType'];

/** Shown when a cart is sent or paid before a store is chosen. */
export const CHOOSE_STOCKIST_MESSAGE = 'Select the stockist where you will collect your products';

/** What remains of the allowance the chosen type uses; null when it has none or it is not known. */
function remainingFor(type: PickupType | '', allowances: Allowances | undefined): number | null {
  if (!allowances) return null;
  if (type === 'registration_pickup') return allowances.registration_pickup.remaining;
  if (type === 'upgrade_pickup') return allowances.upgrade_pickup.remaining;
  return null;
}

/** Product ids and quantities only: the server prices every line (docs/pickups-and-stockists.md#pickup-types). */
const orderLines = (submission: CartSubmission) =>
  submission.lines.map((line) => ({ id: Number(line.id), qty: line.qty }));

/**
 * The payment-initiation payload of a repurchase (docs/payments.md#card-payments): the amount is the cart at
 * the listed prices, which the server checks against its own price.
 */
const repurchasePayment = (submission: CartSubmission, stockistId: number): PaymentInitiateRequest => ({
  amount: submission.totalPrice,
  description: `Repurchase of ${submission.totalQuantity} product${submission.totalQuantity === 1 ? '' : 's'}`,
  txn_source: 'member_product_purchase',
  is_upgrade: 0,
  products: orderLines(submission),
  pickup_type: 'repurchase_pickup',
  stockist_id: stockistId,
});

/** The stockists to choose from: the search's page when a term is typed, otherwise the list's. */
function useStockists(search: string, page: number) {
  const term = useDeferredValue(search.trim());
  const all = useQuery('/stockists/all', term ? null : { params: { query: { page } } });
  const found = useQuery('/stockists/search', term ? { params: { query: { search: term, page } } } : null);
  return term ? found : all;
}

/**
 * /user/repurchase (docs/screens/stockist.md#repurchase): the pick-up type and what remains of the
 * allowances, the active products and the cart, the stockist where the member collects, Submit Selection
 * for registration and upgrade pick-ups or payment by card or wallet for a repurchase, and the order
 * history with the order code (after the password) and the products of each order.
 */
export function RepurchasePage() {
  const member = useMember();
  const toast = useToast();

  const products = useQuery('/products/active');
  const allowances = useQuery('/purchases/user/{uuid}/pickup-allowances', byUuid(member.uuid));
  const wallet = useQuery('/bonuses/{uuid}/wallet-balance', byUuid(member.uuid));

  const [lines, setLines] = useState<CartLine[]>([]);
  const [pickupType, setPickupType] = useState<PickupType | ''>('');
  const [stockist, setStockist] = useState<AvailableStockist | null>(null);
  const [search, setSearch] = useState('');
  const [stockistPage, setStockistPage] = useState(1);
  const stockists = useStockists(search, stockistPage);

  const [historyPage, setHistoryPage] = useState(1);
  const history = useQuery('/purchases/user/{uuid}/history', {
    params: { path: { uuid: member.uuid }, query: { page: historyPage } },
  });
  const [codeOrder, setCodeOrder] = useState<PurchaseOrder | null>(null);
  const [productsOrder, setProductsOrder] = useState<PurchaseOrder | null>(null);
  const orderProducts = useQuery(
    '/purchases/{id}/order-details',
    byId(productsOrder ? Number(productsOrder.id) : null),
  );
  const revealCode = useMutation('post', '/purchases/order-code');

  /** What an order changes: the orders, what remains of the allowances, the wallet. */
  const afterOrder = async () => {
    await Promise.all([history.mutate(), allowances.mutate(), wallet.mutate()]);
  };

  const createOrder = useMutation('post', '/purchases/user/{uuid}');
  const submission = useFlowError();
  const walletPayment = usePayWithWallet();
  const checkout = useCardCheckout({
    onVerified: async ({ approved }) => {
      toast.show(
        approved
          ? { tone: 'success', message: PAYMENT_VERIFIED_MESSAGE }
          : { tone: 'info', message: PAYMENT_NOT_VERIFIED_MESSAGE },
      );
      if (approved) setLines([]);
      await afterOrder();
    },
  });

  const addToCart = (product: CommerceProduct, qty: number) =>
    setLines((current) =>
      current.some((line) => line.id === product.id)
        ? current.map((line) => (line.id === product.id ? { ...line, qty: line.qty + qty } : line))
        : [
            ...current,
            { id: product.id, name: product.name, price: product.worth, qty, points: product.points ?? 0 },
          ],
    );

  const stockistId = stockist ? Number(stockist.id) : null;
  const stockistPageData = stockists.data;
  const historyData = history.data;
  const busy = createOrder.isMutating || walletPayment.paying || checkout.busy;
  const cartError = submission.error ?? walletPayment.error ?? checkout.initiateError;

  return (
    <PageStack>
      <PageHeader
        title="Repurchase"
        description="Collect the products of your registration or upgrade at a stockist, or buy more by card or from your wallet."
      />
      <RepurchaseLayout
        allowance={
          <PickupAllowanceSummary
            allowances={allowances.data}
            selected={pickupType}
            loading={allowances.isLoading}
            error={allowances.error ? errorMessage(allowances.error) : undefined}
            onRetry={() => void allowances.mutate()}
          />
        }
        products={
          <ProductGrid
            products={products.data ?? []}
            onAdd={addToCart}
            inCart={Object.fromEntries(lines.map((line) => [String(line.id), line.qty]))}
            loading={products.isLoading}
            error={products.error ? errorMessage(products.error) : undefined}
            onRetry={() => void products.mutate()}
            disabled={busy}
          />
        }
        stockists={
          <StockistPickerTable
            stockists={stockistPageData?.data ?? []}
            selectedId={stockist?.id ?? null}
            onSelect={setStockist}
            search={search}
            onSearchChange={(value) => {
              setSearch(value);
              setStockistPage(1);
            }}
            {...(stockistPageData
              ? {
                  page: stockistPageData.current_page,
                  lastPage: stockistPageData.last_page,
                  perPage: stockistPageData.per_page,
                  total: stockistPageData.total,
                }
              : {})}
            onPageChange={setStockistPage}
            loading={stockists.isLoading}
            error={stockists.error ? errorMessage(stockists.error) : undefined}
            onRetry={() => void stockists.mutate()}
          />
        }
        cart={
          <CartPanel
            lines={lines}
            pickupType={pickupType}
            onPickupTypeChange={setPickupType}
            pickupAmount={remainingFor(pickupType, allowances.data)}
            pickupAmountLabel="Pickup amount left"
            requirement={stockistId === null ? CHOOSE_STOCKIST_MESSAGE : null}
            walletBalance={wallet.data?.wallet_balance ?? null}
            onRemove={(id) => setLines((current) => current.filter((line) => line.id !== id))}
            onCancel={() => setLines([])}
            submitting={busy}
            error={cartError}
            onSubmit={async (cart) => {
              if (stockistId === null) return;
              const answer = await submission.run(() =>
                createOrder.trigger({
                  params: { path: { uuid: member.uuid } },
                  body: {
                    products: orderLines(cart),
                    pickup_type: cart.pickupType as MemberPickupType,
                    stockist_id: stockistId,
                  },
                }),
              );
              if (!answer) return;
              toast.show({ tone: 'success', message: answer.message });
              setLines([]);
              await afterOrder();
            }}
            onPayWithCard={async (cart) => {
              if (stockistId === null) return;
              submission.setError(null);
              await checkout.start(repurchasePayment(cart, stockistId));
            }}
            onPayWithWallet={async (cart) => {
              if (stockistId === null) return;
              submission.setError(null);
              const result = await walletPayment.pay(repurchasePayment(cart, stockistId));
              if (!result) return;
              toast.show({ tone: 'success', message: result.message });
              setLines([]);
              await afterOrder();
            }}
          />
        }
        history={
          <PurchaseHistory
            purchases={historyData?.data ?? []}
            {...(historyData
              ? {
                  page: historyData.current_page,
                  lastPage: historyData.last_page,
                  perPage: historyData.per_page,
                  total: historyData.total,
                }
              : {})}
            onPageChange={setHistoryPage}
            loading={history.isLoading}
            error={history.error ? errorMessage(history.error) : undefined}
            onRetry={() => void history.mutate()}
            onViewCode={setCodeOrder}
            onViewProducts={setProductsOrder}
          />
        }
      />
      {codeOrder ? (
        <OrderCodeModal
          key={codeOrder.id}
          open
          onOpenChange={(open) => {
            if (!open) setCodeOrder(null);
          }}
          orderId={codeOrder.id}
          onReveal={async (password) => {
            try {
              const answer = await revealCode.trigger({
                body: { password, order_id: Number(codeOrder.id) },
              });
              return answer.data.code;
            } catch (error) {
              // A wrong password is a 422 (its message), too many tries a 429 (docs/security.md#rate-limits).
              throw new Error(errorMessage(error));
            }
          }}
        />
      ) : null}
      {productsOrder ? (
        <OrderProductsModal
          open
          onOpenChange={(open) => {
            if (!open) setProductsOrder(null);
          }}
          orderId={productsOrder.id}
          products={orderProducts.data ?? []}
          loading={orderProducts.isLoading}
          error={orderProducts.error ? errorMessage(orderProducts.error) : undefined}
        />
      ) : null}
      <PaymentModal {...checkout.modalProps} title="Pay for your products" />
    </PageStack>
  );
}
