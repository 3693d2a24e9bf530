import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { admin, pageOf } from '../../testing/fixtures';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { transactionsApi, withdrawal, withdrawals } from '../../testing/transactionFixtures';

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByRole('cell', { name: text }).closest('tr')!;

describe('given the transactions page', () => {
  describe('the Withdrawal History tab', () => {
    it('shows the total and every withdrawal; only the one awaiting approval can be approved or declined', async () => {
      tokenStore.set('admin-token');
      renderApp('/admin/transactions', transactionsApi());
      expect(await screen.findByText('₦60,000.00')).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Withdrawals' });
      await waitFor(() => expect(within(table).getByRole('cell', { name: 'ada' })).toBeInTheDocument());
      expect(within(rowOf(table, 'ada')).getByText('Awaiting approval')).toBeInTheDocument();
      expect(within(rowOf(table, 'bola')).getByText('Payout sent')).toBeInTheDocument();
      expect(within(rowOf(table, 'chidi')).getByText('Paid')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^Approve the withdrawal/ })).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Approve the withdrawal of ada' })).toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Approve the withdrawal of bola' }),
      ).not.toBeInTheDocument();
    });

    it('keeps the withdrawals of one state, asked of the server from the first page', async () => {
      tokenStore.set('admin-token');
      const asked: (string | null)[] = [];
      const app = renderApp('/admin/transactions', {
        ...transactionsApi(),
        'GET /withdrawals/all': (request) => {
          const url = new URL(request.url);
          asked.push(url.searchParams.get('status'));
          const status = url.searchParams.get('status');
          if (status === 'declined') return ok(pageOf([]));
          return ok(pageOf(status ? withdrawals().filter((w) => w.username === 'ada') : withdrawals()));
        },
      });
      const table = await screen.findByRole('table', { name: 'Withdrawals' });
      await waitFor(() => expect(within(table).getByRole('cell', { name: 'bola' })).toBeInTheDocument());
      await app.user.selectOptions(screen.getByLabelText('State'), 'Awaiting approval');
      await waitFor(() =>
        expect(within(table).queryByRole('cell', { name: 'bola' })).not.toBeInTheDocument(),
      );
      expect(within(table).getByRole('cell', { name: 'ada' })).toBeInTheDocument();
      expect(asked).toEqual([null, 'awaiting_approval']);
      await app.user.selectOptions(screen.getByLabelText('State'), 'Declined');
      expect(await screen.findByText('There are no withdrawals in "Declined"')).toBeInTheDocument();
      await app.user.selectOptions(screen.getByLabelText('State'), 'Every state');
      await waitFor(() => expect(within(table).getByRole('cell', { name: 'bola' })).toBeInTheDocument());
    });

    it('approves after a confirmation naming the payout, then reads the list again', async () => {
      tokenStore.set('admin-token');
      let approved = false;
      const app = renderApp('/admin/transactions', {
        ...transactionsApi(),
        'GET /withdrawals/all': () =>
          ok(pageOf(approved ? [withdrawal({ txn_status: 'pending' })] : withdrawals())),
        'PATCH /withdrawals/{id}/approve': () => {
          approved = true;
          return ok(
            {
              ...withdrawal({ txn_status: 'pending' }),
              bank_name: 'GTBank',
              bank_account_name: 'Ada Okafor',
              bank_account_number: '0123456789',
            },
            'Withdrawal approved successfully',
          );
        },
      });
      await app.user.click(await screen.findByRole('button', { name: 'Approve the withdrawal of ada' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText(/Send ₦24,750.00 to ada's bank account now\?/)).toBeInTheDocument();
      expect(app.calls()).not.toContain('PATCH /withdrawals/41/approve');
      await app.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Withdrawal approved successfully')).toBeInTheDocument();
      expect(app.calls()).toContain('PATCH /withdrawals/41/approve');
      const table = screen.getByRole('table', { name: 'Withdrawals' });
      await waitFor(() => expect(within(table).getByText('Payout sent')).toBeInTheDocument());
      expect(screen.queryByRole('button', { name: 'Approve the withdrawal of ada' })).not.toBeInTheDocument();
    });

    it('says the withdrawal was decided meanwhile when the API answers 409', async () => {
      tokenStore.set('admin-token');
      const app = renderApp('/admin/transactions', {
        ...transactionsApi(),
        'PATCH /withdrawals/{id}/approve': fail(409, 'Withdrawal is not pending'),
      });
      await app.user.click(await screen.findByRole('button', { name: 'Approve the withdrawal of ada' }));
      await app.user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
      );
      expect(
        await screen.findByText(
          'This withdrawal was already decided, so nothing changed. The list now shows its current state.',
        ),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(app.calls().filter((call) => call.startsWith('GET /withdrawals/all')).length).toBe(2),
      );
      // The confirmation closes once the answer is in (it once still stood there under CI's load).
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });

    it('declines only with a reason, and sends it', async () => {
      tokenStore.set('admin-token');
      const app = renderApp('/admin/transactions', {
        ...transactionsApi(),
        'PATCH /withdrawals/{id}/decline': () =>
          ok(
            {
              ...withdrawal({ status: 'declined' }),
              bank_name: 'GTBank',
              bank_account_name: 'Ada Okafor',
              bank_account_number: '0123456789',
            },
            'Withdrawal declined successfully',
          ),
      });
      await app.user.click(await screen.findByRole('button', { name: 'Decline the withdrawal of ada' }));
      const dialog = await screen.findByRole('dialog');
      await app.user.click(within(dialog).getByRole('button', { name: 'Decline withdrawal' }));
      expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
      expect(app.calls()).not.toContain('PATCH /withdrawals/41/decline');
      await app.user.type(within(dialog).getByLabelText('Reason'), 'Bank account name does not match');
      await app.user.click(within(dialog).getByRole('button', { name: 'Decline withdrawal' }));
      expect(await screen.findByText('Withdrawal declined successfully')).toBeInTheDocument();
      expect(await app.bodyOf('PATCH /withdrawals/{id}/decline')).toEqual({
        reason: 'Bank account name does not match',
      });
    });

    it('searches by member through GET /withdrawals/search', async () => {
      tokenStore.set('admin-token');
      const app = renderApp('/admin/transactions', transactionsApi());
      const table = await screen.findByRole('table', { name: 'Withdrawals' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
      await app.user.type(screen.getByRole('searchbox', { name: 'Search withdrawals' }), 'ada');
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
      expect(app.calls().filter((call) => call.startsWith('GET /withdrawals/search'))).toHaveLength(1);
    });

    it('says there are no withdrawals, and shows a failed read with Retry', async () => {
      tokenStore.set('admin-token');
      const { unmount } = renderApp('/admin/transactions', {
        ...transactionsApi(),
        'GET /withdrawals/all': ok(pageOf([])),
      });
      expect(await screen.findByText('There are no withdrawals')).toBeInTheDocument();
      unmount();
      renderApp('/admin/transactions', {
        ...transactionsApi(),
        'GET /withdrawals/all': fail(500, 'Something went wrong. Please try again.'),
      });
      expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  });

  describe('the Stockist History tab', () => {
    it('approves a pending registration after its confirmation, by payment id', async () => {
      tokenStore.set('admin-token');
      const app = renderApp('/admin/transactions?tab=stockists', {
        ...transactionsApi(),
        'PATCH /stockists/{id}/approve-registration': ok(
          {
            id: 7,
            uuid: '5b0a8f8e-1111-4c3a-9d52-000000000003',
            username: 'chidi',
            store_name: 'Chidi Herbal Store',
            store_address: 'x',
            store_state: 'lagos' as const,
            store_phone: '0803',
            stockist_package_id: 1,
            stockist_package_name: 'Bronze Store',
            stockist_status: 'approved' as const,
            stockist_created_at: '2026-11-18T09:00:00.000Z',
          },
          'Stockist approved successfully',
        ),
      });
      expect(await screen.findByText('Total stockists')).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Stockist registrations' });
      await waitFor(() => expect(within(table).getByText('Chidi Herbal Store')).toBeInTheDocument());
      expect(screen.queryByRole('button', { name: 'Approve Bola Wellness Hub' })).not.toBeInTheDocument();
      await app.user.click(screen.getByRole('button', { name: 'Approve Chidi Herbal Store' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText('Are you sure you want to approve this stockist?')).toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Stockist approved successfully')).toBeInTheDocument();
      expect(app.calls()).toContain('PATCH /stockists/301/approve-registration');
    });

    it('disapproves a processing upgrade, and says so when it was decided meanwhile (409)', async () => {
      tokenStore.set('admin-token');
      const app = renderApp('/admin/transactions?tab=stockists', {
        ...transactionsApi(),
        'PATCH /stockists/{id}/disapprove-upgrade': fail(409, 'Upgrade is not processing'),
      });
      await app.user.click(
        await screen.findByRole('button', { name: 'Disapprove upgrade of Bola Wellness Hub' }),
      );
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText('Are you sure to disapprove Upgrade?')).toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: 'Disapprove' }));
      expect(
        await screen.findByText(
          'This stockist upgrade was already decided, so nothing changed. The list now shows its current state.',
        ),
      ).toBeInTheDocument();
      expect(app.calls()).toContain('PATCH /stockists/502/disapprove-upgrade');
      await waitFor(() =>
        expect(app.calls().filter((call) => call.startsWith('GET /stockists/upgrades')).length).toBe(2),
      );
    });

    it('approves a stock purchase, shows its products and its proof of payment', async () => {
      tokenStore.set('admin-token');
      const app = renderApp('/admin/transactions?tab=stockists', {
        ...transactionsApi(),
        'PATCH /purchases/{id}/approve-stock': () =>
          ok(
            {
              id: 12,
              purchase_id: 12,
              stockist_id: 6,
              store_name: 'Bola Wellness Hub',
              pickup_type: 're-stock' as const,
              total_quantity: 6,
              total_price: 18000,
              total_points: 6,
              payment_mode: 'receipt' as const,
              payment_receipt: null,
              status: 'approved' as const,
              created_at: '2026-11-22T09:00:00.000Z',
            },
            'Stock purchase approved successfully',
          ),
      });
      await app.user.click(await screen.findByRole('button', { name: 'Details of #012' }));
      const products = await screen.findByRole('dialog', { name: 'Products of order #012' });
      expect(await within(products).findByText('Kola Tea')).toBeInTheDocument();
      expect(within(products).getByText('Quantity: 4 · ₦2,500.00 each')).toBeInTheDocument();
      await app.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await app.user.click(screen.getByRole('button', { name: 'Proof of payment of #012' }));
      const proof = await screen.findByRole('dialog', {
        name: "Proof of payment of Bola Wellness Hub's purchase",
      });
      expect(within(proof).getByRole('link', { name: 'Download' })).toHaveAttribute(
        'href',
        '/api/storage/receipt-restock.png',
      );
      await app.user.keyboard('{Escape}');
      await app.user.click(screen.getByRole('button', { name: 'Approve purchase #012' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText('Are you sure you want to approve this purchase?')).toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Stock purchase approved successfully')).toBeInTheDocument();
      expect(app.calls()).toContain('PATCH /purchases/12/approve-stock');
    });

    it("shows a stockist's upgrade history", async () => {
      tokenStore.set('admin-token');
      const app = renderApp('/admin/transactions?tab=stockists', transactionsApi());
      await app.user.click(await screen.findByRole('button', { name: 'Upgrades of Chidi Herbal Store' }));
      const dialog = await screen.findByRole('dialog', { name: 'Upgrade history of Chidi Herbal Store' });
      expect(await within(dialog).findByRole('cell', { name: 'Silver Store' })).toBeInTheDocument();
      expect(app.calls()).toContain('GET /payments/7/stockist-upgrade-history');
    });

    it("shows an approved store's sales stats", async () => {
      tokenStore.set('admin-token');
      const app = renderApp('/admin/transactions?tab=stockists', transactionsApi());
      await app.user.click(await screen.findByRole('button', { name: 'Sales stats of Bola Wellness Hub' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sales stats of Bola Wellness Hub' });
      expect(await within(dialog).findByText(/9,500\.50/)).toBeInTheDocument();
      expect(within(dialog).getByText(/18,000\.00/)).toBeInTheDocument();
      expect(app.calls()).toContain('GET /stockists/6/sales-stats');
      expect(
        screen.queryByRole('button', { name: 'Sales stats of Chidi Herbal Store' }),
      ).not.toBeInTheDocument();
    });

    it('shows the empty texts of the three tables', async () => {
      tokenStore.set('admin-token');
      renderApp('/admin/transactions?tab=stockists', {
        ...transactionsApi(),
        'GET /auth/admin': ok(admin()),
        'GET /stockists/all': ok(pageOf([])),
        'GET /stockists/upgrades': ok(pageOf([])),
        'GET /stockists/product-orders': ok(pageOf([])),
      });
      expect(await screen.findByText('There are no stockists')).toBeInTheDocument();
      expect(await screen.findByText('There are no pending stockists Upgrades')).toBeInTheDocument();
      expect(await screen.findByText('There are no orders')).toBeInTheDocument();
    });
  });

  describe('the Registration History and Product Repurchase History tabs', () => {
    it("lists the package payments with the registrations count, and a member's upgrade payments on View", async () => {
      tokenStore.set('admin-token');
      const app = renderApp('/admin/transactions?tab=registrations', transactionsApi());
      const table = await screen.findByRole('table', { name: 'Registration History' });
      await waitFor(() =>
        expect(within(table).getByRole('cell', { name: 'KOLA-REG-90' })).toBeInTheDocument(),
      );
      expect(screen.getByText('Total registrations:')).toHaveTextContent('Total registrations: 2');
      const upgrades = await screen.findByRole('table', { name: 'Upgrades' });
      expect(await within(upgrades).findByRole('cell', { name: 'Starter → Silver' })).toBeInTheDocument();
      await app.user.click(within(rowOf(table, 'ada')).getByRole('button', { name: /View/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Upgrade history of ada' });
      expect(await within(dialog).findByRole('cell', { name: 'Gold' })).toBeInTheDocument();
      expect(app.calls()).toContain(
        'GET /payments/5b0a8f8e-1111-4c3a-9d52-000000000001/user-upgrade-history',
      );
    });

    it('shows the repurchase total and each month, switching tabs in the address', async () => {
      tokenStore.set('admin-token');
      const app = renderApp('/admin/transactions', transactionsApi());
      await app.user.click(await screen.findByRole('tab', { name: 'Product Repurchase History' }));
      expect(await screen.findByText('₦4,300,000.00')).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Repurchases by month' });
      expect(await within(table).findByRole('cell', { name: 'Nov 2026' })).toBeInTheDocument();
      await waitFor(() => expect(app.navigation.location.search).toBe('?tab=repurchases'));
    });
  });
});
