import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { ok, renderApp } from '../../testing/renderApp';
import {
  emptyApi,
  errorApi,
  filledApi,
  profileWithoutBank,
  silverMember,
  uuid,
  withdrawal,
} from '../../testing/moneyFixtures';

/** A member with ₦36,250.50 whose withdrawal request becomes a pending row. */
function walletApi(): ContractRoutes {
  let requested = false;
  const pendingRow = withdrawal({
    id: 2,
    amount: 2500,
    fee: 37.5,
    payout_amount: 2462.5,
    status: 'pending',
    txn_status: null,
    created_at: '2026-02-01T09:00:00.000Z',
  });
  return {
    ...filledApi(),
    'GET /auth/user': ok(silverMember()),
    'GET /withdrawals/{uuid}/user-history': () =>
      ok({
        current_page: 1,
        last_page: 1,
        per_page: 10,
        total: requested ? 2 : 1,
        data: requested ? [pendingRow, withdrawal()] : [withdrawal()],
      }),
    'GET /withdrawals/{uuid}/pending': () => ok(requested ? [pendingRow] : []),
    'GET /withdrawals/{uuid}/user-total': () => ok({ total: requested ? 7500 : 5000, count: 1 }),
    'POST /withdrawals/{uuid}/initiate': () => {
      requested = true;
      return ok(pendingRow, 'Withdrawal Request successful');
    },
  };
}

describe('given the wallet page', () => {
  it('the summary tab shows the wallet and the global profit sharing', async () => {
    tokenStore.set('tok');
    renderApp('/user/wallet', walletApi());
    expect(await screen.findByRole('tab', { name: 'Wallet Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('₦36,250.50')).toBeInTheDocument();
    expect(await screen.findByText('₦12,500.00')).toBeInTheDocument();
  });

  it('the summary tab says what went unpaid and which upgrade would have paid it', async () => {
    tokenStore.set('tok');
    renderApp('/user/wallet', walletApi());
    const unpaid = await screen.findByRole('region', { name: 'What went unpaid' });
    expect(
      await within(unpaid).findByText(
        'Your Silver package pays 6 generations of the referral bonus: ₦2,625.00 from generations 7 and 8 went unpaid. Upgrade to Gold to earn it.',
      ),
    ).toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: 'Upgrade to Gold' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
  });

  it('requests a withdrawal within the limits; the pending row appears in the history', async () => {
    tokenStore.set('tok');
    const app = renderApp('/user/wallet', walletApi());
    await app.user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    const notice = await screen.findByLabelText('Withdrawal charges and limits');
    expect(within(notice).getByText(/1.5% of the amount/)).toBeInTheDocument();
    expect(within(notice).getByText('₦2,000.00')).toBeInTheDocument();
    expect(within(notice).getByText('₦200,000.00')).toBeInTheDocument();
    expect(await screen.findByText(/Withdrawals are paid to/)).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    await waitFor(() => expect(within(table).getByText('Paid')).toBeInTheDocument());
    expect(within(table).getByText('Total withdrawals')).toBeInTheDocument();

    await app.user.type(screen.getByLabelText('Withdrawal amount (₦)'), '2500');
    expect(await screen.findByText('₦37.50')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal Request successful')).toBeInTheDocument();
    expect(await app.bodyOf(`POST /withdrawals/${uuid}/initiate`)).toEqual({ amount: 2500 });
    await waitFor(() => expect(within(table).getByText('Pending')).toBeInTheDocument());
    expect(within(table).getByText('₦7,500.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByText(/You have a pending withdrawal/)).toBeInTheDocument();
  });

  it('below the minimum nothing is sent', async () => {
    tokenStore.set('tok');
    const app = renderApp('/user/wallet', walletApi());
    await app.user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    await app.user.type(await screen.findByLabelText('Withdrawal amount (₦)'), '500');
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The minimum withdrawal is ₦2,000.00')).toBeInTheDocument();
    expect(app.calls()).not.toContain(`POST /withdrawals/${uuid}/initiate`);
  });

  it('without bank details the form to add them shows and withdrawing waits for them', async () => {
    tokenStore.set('tok');
    const app = renderApp('/user/wallet', {
      ...emptyApi(),
      'GET /auth/user': ok(silverMember()),
      'GET /users/{uuid}/profile': ok(profileWithoutBank()),
    });
    await app.user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText(/User has not submitted bank details/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save bank details' })).toBeInTheDocument();
    expect(screen.getByText('Add your bank details before you withdraw.')).toBeInTheDocument();
    expect(await screen.findByText('There are no withdrawals')).toBeInTheDocument();
  });

  it('reads answering 501 (not implemented) show their error states', async () => {
    tokenStore.set('tok');
    const app = renderApp('/user/wallet', { ...errorApi(), 'GET /auth/user': ok(silverMember()) });
    expect(await screen.findByText('We could not load the wallet')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText('We could not load the withdrawal settings')).toBeInTheDocument();
    // The server still checks the limits: the member can ask.
    expect(screen.getByText(/The withdrawal charge and limits could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });
});
