import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { ok, renderApp } from '../../testing/renderApp';
import { page } from '../../testing/repurchaseFixtures';
import {
  emptyStockistApi,
  errorStockistApi,
  memberApi,
  stockPurchase,
  stockPurchases,
  stockistApi,
} from '../../testing/stockistFixtures';

function open(routes: ContractRoutes = stockistApi()) {
  tokenStore.set('tok');
  return renderApp('/user/stockistrecord', routes);
}

describe('given the stockist record page', () => {
  it('shows the package, rebate and rebate wallet cards', async () => {
    open();
    await waitFor(() => expect(screen.getByText('5%')).toBeInTheDocument());
    expect(screen.getAllByText('Mobile Stockist').length).toBeGreaterThan(0);
    // The rebate wallet card, and the total of the rebate by month.
    await waitFor(() => expect(screen.getAllByText('₦2,975.50')).toHaveLength(2));
  });

  it("shows the sales statistics and last month's sales in en-NG with two decimals", async () => {
    open();
    expect(await screen.findByText('Sales in February 2026')).toBeInTheDocument();
    expect(screen.getByText('₦42,500.00')).toBeInTheDocument();
    expect(screen.getByText('₦119,000.00')).toBeInTheDocument();
    expect(screen.getByText('₦59,510.00')).toBeInTheDocument();
  });

  it('lists the stock, the stock purchases with their payment mode and the rebate by month', async () => {
    open();
    const stock = await screen.findByRole('table', { name: 'Stock record' });
    const blend = await within(stock).findByRole('row', { name: /Prostate Care Blend/ });
    expect(within(blend).getByText('Not in stock')).toBeInTheDocument();
    const purchases = screen.getByRole('table', { name: 'Stock purchases' });
    const uploaded = await within(purchases).findByRole('row', { name: /#0311/ });
    expect(within(uploaded).getByText('Manual Upload')).toBeInTheDocument();
    expect(within(uploaded).getByText('Processing')).toBeInTheDocument();
    const card = within(purchases).getByRole('row', { name: /#0305/ });
    expect(within(card).getByText('Debit Card')).toBeInTheDocument();
    const rebates = screen.getByRole('table', { name: 'Rebate earnings' });
    expect(await within(rebates).findByText('February 2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Processed orders' })).getByText('#01204'),
    ).toBeInTheDocument();
  });

  it('pages the stock purchases through the server (no static paginator)', async () => {
    const app = open({
      ...stockistApi(),
      'GET /purchases/stockist/{uuid}/history': (request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? ok(page([stockPurchase({ id: 120 })], 2, 2))
          : ok(page(stockPurchases, 1, 2)),
    });
    const purchases = await screen.findByRole('table', { name: 'Stock purchases' });
    await within(purchases).findByRole('row', { name: /#0311/ });
    const pager = screen.getAllByRole('button', { name: /next/i });
    await app.user.click(pager[pager.length - 1]!);
    expect(await within(purchases).findByRole('row', { name: /#0120/ })).toBeInTheDocument();
  });

  it('says what is empty', async () => {
    open(emptyStockistApi());
    expect(await screen.findByText('There are no processed Orders')).toBeInTheDocument();
    expect(await screen.findByText('There are no stocks')).toBeInTheDocument();
    expect(await screen.findByText('There are no purchases')).toBeInTheDocument();
    expect(await screen.findByText('There are no rebate earnings')).toBeInTheDocument();
  });

  it("shows the server's message where a read failed", async () => {
    open(errorStockistApi(500, 'Something went wrong'));
    await waitFor(() => expect(screen.getAllByText('Something went wrong').length).toBeGreaterThan(3));
  });

  it('a member who is not a stockist is sent to Become a Stockist', async () => {
    open(memberApi());
    expect(await screen.findByRole('link', { name: 'Become a Stockist' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Stock record' })).not.toBeInTheDocument();
  });
});
