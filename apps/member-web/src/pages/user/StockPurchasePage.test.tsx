import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { CART_MESSAGES } from '@kola/ui';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { page } from '../../testing/repurchaseFixtures';
import {
  emptyStockistApi,
  memberApi,
  stockPurchase,
  stockPurchases,
  stockistApi,
} from '../../testing/stockistFixtures';

type App = ReturnType<typeof renderApp>;

function open(routes: ContractRoutes = stockistApi()): App {
  tokenStore.set('tok');
  return renderApp('/user/stockpurchase', routes);
}

async function add(app: App, name: string, qty: number) {
  const input = await screen.findByLabelText(`Quantity of ${name}`);
  await app.user.clear(input);
  await app.user.type(input, String(qty));
  await app.user.click(screen.getByRole('button', { name: `Add ${name} to cart` }));
}

const cart = () => screen.getByRole('region', { name: 'Cart' });

describe('given the stock purchase page', { timeout: 30_000 }, () => {
  it('lists the products with their stock and the stock purchases with their status', async () => {
    open();
    const products = await screen.findByRole('table', { name: 'Products' });
    expect(await within(products).findByText('Moringa Leaf Capsules')).toBeInTheDocument();
    expect(within(products).getByRole('columnheader', { name: 'Stock quantity' })).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Stock purchases' });
    const row = await within(history).findByRole('row', { name: /#0311/ });
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    expect(within(row).getByText('Manual Upload')).toBeInTheDocument();
  });

  it('a registration pick-up within the package pickup amount is submitted with ids and quantities', async () => {
    let sent = false;
    const app = open({
      ...stockistApi(),
      'POST /purchases/stockist/{uuid}': () => {
        sent = true;
        return ok(stockPurchase({ id: 320, status: 'processing' }), 'Stock purchase submitted');
      },
      'GET /purchases/stockist/{uuid}/history': () =>
        ok(
          page(sent ? [stockPurchase({ id: 320, status: 'processing' }), ...stockPurchases] : stockPurchases),
        ),
    });
    await app.user.selectOptions(await screen.findByLabelText('Pick-up type'), 'Registration pickup');
    await add(app, 'Moringa Leaf Capsules', 2);
    await waitFor(() =>
      expect(within(cart()).getByText('Pickup amount').nextElementSibling).toHaveTextContent('₦100,000.00'),
    );
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));
    expect(await screen.findByText('Stock purchase submitted')).toBeInTheDocument();
    expect(await app.bodyOf('POST /purchases/stockist/{uuid}')).toEqual({
      products: [{ id: 1, qty: 2 }],
      pickup_type: 'registration_pickup',
      total_price: 17000,
      total_quantity: 2,
      total_points: 4,
    });
    const history = screen.getByRole('table', { name: 'Stock purchases' });
    expect(await within(history).findByRole('row', { name: /#0320/ })).toBeInTheDocument();
  });

  it('refuses a registration pick-up above the pickup amount', async () => {
    const app = open();
    await app.user.selectOptions(await screen.findByLabelText('Pick-up type'), 'Registration pickup');
    await add(app, 'Prostate Care Blend', 6);
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));
    expect(await screen.findByText(CART_MESSAGES.overPickupAmount)).toBeInTheDocument();
    expect(app.calls()).not.toContain('POST /purchases/stockist/{uuid}');
  });

  it("refuses a re-stock above what remains of last month's sales", async () => {
    const app = open();
    await app.user.selectOptions(await screen.findByLabelText('Pick-up type'), 'Re-stock');
    await add(app, 'Prostate Care Blend', 2);
    await app.user.click(within(cart()).getByRole('button', { name: /Pay with card/ }));
    expect(await screen.findByText(CART_MESSAGES.overAllowance)).toBeInTheDocument();
  });

  it('a submit without a type or without products says what is missing', async () => {
    const app = open();
    await add(app, 'Moringa Leaf Capsules', 1);
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));
    expect(await screen.findByText(CART_MESSAGES.noOrderType)).toBeInTheDocument();
  });

  it('a re-stock paid by a transfer receipt is sent as multipart', async () => {
    let sent: FormData | null = null;
    const app = open({
      ...stockistApi(),
      'POST /purchases/stockist/{uuid}': async (request) => {
        sent = await request.formData();
        return ok(
          stockPurchase({ id: 321, pickup_type: 're-stock', status: 'processing' }),
          'Stock purchase submitted',
        );
      },
    });
    await app.user.selectOptions(await screen.findByLabelText('Pick-up type'), 'Re-stock');
    await add(app, 'Ginger & Garlic Tea', 2);
    await app.user.upload(
      await screen.findByLabelText('Transfer receipt'),
      new File(['receipt'], 'receipt.png', { type: 'image/png' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Submit with receipt' }));
    expect(await screen.findByText('Stock purchase submitted')).toBeInTheDocument();
    expect(JSON.parse(String(sent!.get('products')))).toEqual([{ id: 4, qty: 2 }]);
    expect(sent!.get('pickup_type')).toBe('re-stock');
    expect(sent!.get('total_price')).toBe('9000');
    expect((sent!.get('payment_receipt') as Blob).size).toBe('receipt'.length);
  });

  it("shows the server's message when a purchase is refused", async () => {
    const app = open({
      ...stockistApi(),
      'POST /purchases/stockist/{uuid}': fail(422, 'The upgrade pickup allowance is used up'),
    });
    await app.user.selectOptions(await screen.findByLabelText('Pick-up type'), 'Upgrade pickup');
    await add(app, 'Moringa Leaf Capsules', 1);
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));
    expect(await screen.findByText('The upgrade pickup allowance is used up')).toBeInTheDocument();
  });

  it('with no purchases yet says so', async () => {
    open(emptyStockistApi());
    expect(await screen.findByText('There are no purchases')).toBeInTheDocument();
  });

  it('a member who is not a stockist is sent to Become a Stockist', async () => {
    open(memberApi());
    expect(await screen.findByRole('link', { name: 'Become a Stockist' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cart' })).not.toBeInTheDocument();
  });
});
