import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { page } from '../../testing/repurchaseFixtures';
import {
  emptyStockistApi,
  memberApi,
  myStore,
  orderByCode,
  processedOrder,
  processedOrders,
  stockistApi,
} from '../../testing/stockistFixtures';

type App = ReturnType<typeof renderApp>;

function open(routes: ContractRoutes = stockistApi()): App {
  tokenStore.set('tok');
  return renderApp('/user/order', routes);
}

async function fetchOrder(app: App, code: string) {
  const input = await screen.findByLabelText('Order code');
  await app.user.clear(input);
  await app.user.type(input, code);
  await app.user.click(screen.getByRole('button', { name: 'Fetch order' }));
}

describe('given the order processing page', () => {
  it('asks for a code first and lists the processed orders', async () => {
    open();
    expect(
      await screen.findByText('Please enter a valid order code to fetch order details'),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Processed orders' });
    expect(await within(table).findByText('Emeka Nwosu')).toBeInTheDocument();
    expect(within(table).getByText('#01204')).toBeInTheDocument();
  });

  it('fetches an order by its code, then Approve Order hands it over with the code', async () => {
    let approved = false;
    const app = open({
      ...stockistApi(),
      'GET /purchases/fetch-order/{code}': ok(orderByCode()),
      'PATCH /purchases/{id}/vendor-approve': () => {
        approved = true;
        return ok(
          {
            id: 1300,
            purchase_id: 1300,
            pickup_type: 'repurchase_pickup',
            stockist_id: 7,
            store_name: 'Ada Herbal Store',
            store_address: '14 Awolowo Road, Ikoyi',
            store_state: 'lagos',
            store_phone: '08031234567',
            total_quantity: 3,
            total_price: 17500,
            total_points: 4,
            payment_mode: 'card',
            status: 'approved',
            created_at: '2026-03-05T10:00:00.000Z',
          },
          'Order approved successfully',
        );
      },
      'GET /purchases/vendor/{id}/processed-orders': () =>
        ok(page(approved ? [processedOrder({ id: 1300 }), ...processedOrders] : processedOrders)),
    });
    await fetchOrder(app, 'AB12CD');
    const member = await screen.findByRole('region', { name: 'Member' });
    expect(within(member).getByText('emeka@example.com')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Order lines' });
    expect(within(lines).getByText('Ginger & Garlic Tea')).toBeInTheDocument();
    expect(app.calls()).toContain('GET /purchases/fetch-order/AB12CD');
    await app.user.click(screen.getByRole('button', { name: 'Approve Order' }));
    expect(await screen.findByText('Order approved successfully')).toBeInTheDocument();
    expect(await app.bodyOf('PATCH /purchases/1300/vendor-approve')).toEqual({ code: 'AB12CD' });
    const table = screen.getByRole('table', { name: 'Processed orders' });
    await waitFor(() => expect(within(table).getByText('#01300')).toBeInTheDocument());
    expect(screen.getByText('Please enter a valid order code to fetch order details')).toBeInTheDocument();
  });

  it('does not offer Approve Order when the store is short of a product, and says why', async () => {
    const app = open({ ...stockistApi(), 'GET /purchases/fetch-order/{code}': ok(orderByCode(true)) });
    await fetchOrder(app, 'AB12CD');
    expect(await screen.findByText("You don't have enough stock to process this order")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Order' })).toBeDisabled();
  });

  it("an unknown or used code shows the server's message", async () => {
    const app = open({ ...stockistApi(), 'GET /purchases/fetch-order/{code}': fail(404, 'Order not found') });
    await fetchOrder(app, 'ZZ99');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Order' })).not.toBeInTheDocument();
  });

  it('a fetch without a code asks for one', async () => {
    const app = open();
    await app.user.click(await screen.findByRole('button', { name: 'Fetch order' }));
    expect(await screen.findByText('You cannot proceed without a valid order code')).toBeInTheDocument();
    expect(app.calls().some((call) => call.startsWith('GET /purchases/fetch-order/'))).toBe(false);
  });

  it('with nothing processed yet says so', async () => {
    open(emptyStockistApi());
    expect(await screen.findByText('There are no processed Orders')).toBeInTheDocument();
  });

  it('pages the processed orders through the server', async () => {
    const app = open({
      ...stockistApi(),
      'GET /purchases/vendor/{id}/processed-orders': (request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? ok(page([processedOrder({ id: 1001, first_name: 'Tolu' })], 2, 2))
          : ok(page(processedOrders, 1, 2)),
    });
    const table = await screen.findByRole('table', { name: 'Processed orders' });
    await within(table).findByText('Emeka Nwosu');
    await app.user.click(screen.getByRole('button', { name: /next/i }));
    expect(await within(table).findByText('Tolu Nwosu')).toBeInTheDocument();
  });

  it('a member who is not a stockist is sent to Become a Stockist', async () => {
    open(memberApi());
    expect(await screen.findByText('This page is for stockists')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Stockist' })).toHaveAttribute(
      'href',
      '/user/stockist_reg',
    );
    expect(screen.queryByLabelText('Order code')).not.toBeInTheDocument();
  });

  it('a registration awaiting approval shows as such', async () => {
    open({
      ...memberApi(),
      'GET /stockists/user/{uuid}/single': ok(myStore({ stockist_status: 'pending', is_stockist: 0 })),
    });
    expect(await screen.findByText('Your stockist registration is awaiting approval')).toBeInTheDocument();
  });
});
