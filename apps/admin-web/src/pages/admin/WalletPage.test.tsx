import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { admin } from '../../testing/fixtures';
import { companyWallet, heldPage, heldPayment, providerBalance } from '../../testing/financeFixtures';
import { fail, ok, renderApp } from '../../testing/renderApp';

function open(extra: Parameters<typeof renderApp>[1] = {}) {
  tokenStore.set('admin-token');
  return renderApp('/admin/wallet', {
    'GET /auth/admin': ok(admin()),
    'GET /bonuses/company-wallet-balance': ok(companyWallet()),
    'GET /payments/provider-wallet-balance': ok(providerBalance()),
    'GET /payments/held': ok(heldPage()),
    ...extra,
  });
}

describe('given the company finance page', () => {
  it('resolving a held payment sends the decision and the reason, then reads the list and the wallet again', async () => {
    let resolved = false;
    const app = open({
      'GET /payments/held': () => ok(resolved ? heldPage([]) : heldPage()),
      'PATCH /payments/{id}/resolve': () => {
        resolved = true;
        return ok(heldPayment({ status: 'refunded', resolution: 'refunded' }), 'Payment refunded');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Resolve payment kp_77c0d4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve payment kp_77c0d4' });
    await app.user.selectOptions(within(dialog).getByLabelText('Decision'), 'refund');
    await app.user.type(within(dialog).getByLabelText('Reason'), '  paid in dollars ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    expect(await screen.findByText('Payment refunded')).toBeInTheDocument();
    expect(await app.bodyOf('PATCH /payments/{id}/resolve')).toEqual({
      action: 'refund',
      reason: 'paid in dollars',
    });
    expect(app.calls()).toContain('PATCH /payments/39/resolve');
    expect(await screen.findByText('No payment is waiting for review')).toBeInTheDocument();
    await waitFor(() =>
      expect(app.calls().filter((c) => c === 'GET /bonuses/company-wallet-balance').length).toBeGreaterThan(
        1,
      ),
    );
  });

  it('asks the server for the next page of held payments', async () => {
    const pages: (string | null)[] = [];
    const app = open({
      'GET /payments/held': (request) => {
        pages.push(new URL(request.url).searchParams.get('page'));
        return ok(heldPage(undefined, { last_page: 3, total: 45 }));
      },
    });
    await app.user.click(await screen.findByRole('button', { name: /Next/ }));
    await waitFor(() => expect(pages).toContain('2'));
  });

  it('Reload Data reads the provider balance again', async () => {
    let balance = 1_000;
    const app = open({ 'GET /payments/provider-wallet-balance': () => ok(providerBalance(balance)) });
    expect(await screen.findByText('₦1,000.00')).toBeInTheDocument();
    balance = 2_000;
    await app.user.click(screen.getByRole('button', { name: 'Reload Data' }));
    expect(await screen.findByText('₦2,000.00')).toBeInTheDocument();
  });

  it('an administrator token that is refused goes back to the sign-in page', async () => {
    open({ 'GET /auth/admin': fail(401, 'Unauthenticated.') });
    expect(await screen.findByRole('heading', { name: 'Administrator login' })).toBeInTheDocument();
  });
});
