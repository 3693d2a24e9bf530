import { useState } from 'react';
import {
  byId,
  errorMessage,
  useFlowError,
  useMutation,
  useQuery,
  type components,
  type PaymentInitiateRequest,
} from '@kola/api';
import {
  Card,
  CartPanel,
  cartTotals,
  OrderProductsModal,
  PageHeader,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_VERIFIED_MESSAGE,
  PaymentModal,
  ProductTable,
  PurchaseHistory,
  RestockReceiptForm,
  useToast,
  type CartLine,
  type CartSubmission,
  type CommerceProduct,
  type PickupType,
  type PurchaseOrder,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { useCardCheckout } from '../../payments/useCardCheckout';
import { StockistOnly } from '../../stockist/StockistOnly';
import type { OwnStore } from '../../stockist/useOwnStore';

type StockistPickupType = components['schemas']['StockistPickupType'];

/** Product ids and quantities: the server prices every line (docs/pickups-and-stockists.md#stock). */
const stockLines = (lines: readonly CartLine[]) =>
  lines.map((line) => ({ id: Number(line.id), qty: line.qty }));

/** The payment of a re-stock by card (docs/payments.md#card-payments); the server checks the amount. */
const restockPayment = (cart: CartSubmission, stockistId: number): PaymentInitiateRequest => ({
  amount: cart.totalPrice,
  description: `Re-stock of ${cart.totalQuantity} product${cart.totalQuantity === 1 ? '' : 's'}`,
  txn_source: 'stockist_product_purchase',
  is_upgrade: 0,
  products: stockLines(cart.lines),
  pickup_type: 're-stock',
  stockist_id: stockistId,
});

function StockPurchase({ store }: { store: OwnStore }) {
  const toast = useToast();
  const products = useQuery('/products/active');
  const packages = useQuery('/stockist-packages/all');
  const previous = useQuery('/purchases/stockist-prev-month-sales/{id}', byId(store.id));
  const [historyPage, setHistoryPage] = useState(1);
  const history = useQuery('/purchases/stockist/{uuid}/history', {
    params: { path: { uuid: store.uuid }, query: { page: historyPage } },
  });
  const [detailsOf, setDetailsOf] = useState<PurchaseOrder | null>(null);
  const details = useQuery('/purchases/{id}/stock-details', byId(detailsOf ? Number(detailsOf.id) : null));

  const [lines, setLines] = useState<CartLine[]>([]);
  const [pickupType, setPickupType] = useState<PickupType | ''>('');
  const create = useMutation('post', '/purchases/stockist/{uuid}');
  const submission = useFlowError();
  const afterPurchase = async () => {
    setLines([]);
    await Promise.all([history.mutate(), previous.mutate()]);
  };
  const checkout = useCardCheckout({
    onVerified: async ({ approved }) => {
      toast.show(
        approved
          ? { tone: 'success', message: PAYMENT_VERIFIED_MESSAGE }
          : { tone: 'info', message: PAYMENT_NOT_VERIFIED_MESSAGE },
      );
      if (approved) await afterPurchase();
      else await history.mutate();
    },
  });

  /**
   * The allowance of the chosen type (docs/pickups-and-stockists.md#stock): registration → the package's
   * pickup amount; re-stock → what remains of last month's sales; upgrade → left to the server, which the
   * contract cannot ask for the current package.
   */
  const ownPackage = packages.data?.find((pkg) => pkg.id === store.stockist_package_id);
  const allowance =
    pickupType === 'registration_pickup'
      ? (ownPackage?.pickup_amount ?? null)
      : pickupType === 're-stock'
        ? (previous.data?.remaining_allowance ?? null)
        : null;

  const addToCart = (product: CommerceProduct, qty: number) =>
    setLines((current) =>
      current.some((line) => line.id === product.id)
        ? current.map((line) => (line.id === product.id ? { ...line, qty: line.qty + qty } : line))
        : [
            ...current,
            { id: product.id, name: product.name, price: product.worth, qty, points: product.points ?? 0 },
          ],
    );

  const send = async (type: StockistPickupType, receipt?: File) => {
    const totals = cartTotals(lines);
    const body = {
      products: stockLines(lines),
      pickup_type: type,
      total_price: totals.totalPrice,
      total_quantity: totals.totalQuantity,
      total_points: totals.totalPoints,
    };
    const answer = await submission.run(() =>
      create.trigger({
        params: { path: { uuid: store.uuid } },
        body,
        ...(receipt
          ? {
              // A re-stock proved by a receipt is multipart; products is a JSON part (the contract's encoding).
              bodySerializer: () => {
                const form = new FormData();
                form.set('products', JSON.stringify(body.products));
                form.set('pickup_type', type);
                form.set('total_price', String(body.total_price));
                form.set('total_quantity', String(body.total_quantity));
                form.set('total_points', String(body.total_points));
                form.set('payment_receipt', receipt, receipt.name);
                return form;
              },
            }
          : {}),
      }),
    );
    if (!answer) return;
    toast.show({ tone: 'success', message: answer.message });
    await afterPurchase();
  };

  const busy = create.isMutating || checkout.busy;
  const restock = pickupType === 're-stock';
  const historyData = history.data;
  return (
    <>
      <ProductTable
        products={products.data ?? []}
        showStock
        onAdd={addToCart}
        loading={products.isLoading}
        error={products.error ? errorMessage(products.error) : undefined}
        onRetry={() => void products.mutate()}
        disabled={busy}
      />
      <CartPanel
        mode="stockist"
        lines={lines}
        pickupType={pickupType}
        onPickupTypeChange={setPickupType}
        pickupAmount={allowance}
        pickupAmountLabel={restock ? 'Re-stock allowance left' : 'Pickup amount'}
        onRemove={(id) => setLines((current) => current.filter((line) => line.id !== id))}
        onCancel={() => setLines([])}
        submitting={busy}
        error={submission.error ?? checkout.initiateError}
        onSubmit={(cart) => send(cart.pickupType as StockistPickupType)}
        onPayWithCard={async (cart) => {
          submission.setError(null);
          await checkout.start(restockPayment(cart, store.id));
        }}
      />
      {restock && lines.length > 0 ? (
        <Card title="Or pay by bank transfer">
          <RestockReceiptForm
            amount={cartTotals(lines).totalPrice}
            onSubmit={(receipt) => send('re-stock', receipt)}
            submitting={create.isMutating}
            disabled={checkout.busy}
          />
        </Card>
      ) : null}
      <PurchaseHistory
        variant="stockist"
        caption="Stock purchases"
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
        onViewProducts={setDetailsOf}
        loading={history.isLoading}
        error={history.error ? errorMessage(history.error) : undefined}
        onRetry={() => void history.mutate()}
      />
      {detailsOf ? (
        <OrderProductsModal
          open
          onOpenChange={(open) => {
            if (!open) setDetailsOf(null);
          }}
          orderId={detailsOf.id}
          products={details.data ?? []}
          loading={details.isLoading}
          error={details.error ? errorMessage(details.error) : undefined}
        />
      ) : null}
      <PaymentModal {...checkout.modalProps} title="Pay for your stock" />
    </>
  );
}

/**
 * /user/stockpurchase (docs/screens/stockist.md#stock-purchase): the products with their stock, a cart of a
 * registration pick-up, an upgrade pick-up or a re-stock against its allowance, Submit for the pick-ups,
 * payment by card or by a transfer receipt for a re-stock, and the stock purchases with their status.
 */
export function StockPurchasePage() {
  return (
    <PageStack>
      <PageHeader
        title="Stock Purchase"
        description="Collect the stock of your package and upgrades, or re-stock up to last month's sales."
      />
      <StockistOnly>{(store) => <StockPurchase store={store} />}</StockistOnly>
    </PageStack>
  );
}
