import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { ok, renderApp } from '../../testing/renderApp';
import { filledApi, packages, silverMember } from '../../testing/moneyFixtures';

function profileApi(extra: ContractRoutes = {}): ContractRoutes {
  return {
    ...filledApi(),
    'GET /auth/user': ok(silverMember()),
    'GET /users/{id}/package-difference': ok({
      package_name: 'Gold',
      package_difference: 70000,
      current_package: { ...packages[2] },
      new_package: { ...packages[3] },
    }),
    ...extra,
  };
}

describe('given the profile page', () => {
  it('shows the profile and the upline', async () => {
    tokenStore.set('tok');
    renderApp('/user/profile', profileApi());
    const card = await screen.findByRole('region', { name: 'My Profile' });
    expect(within(card).getAllByText('Ada Okafor').length).toBeGreaterThan(0);
    expect(await within(card).findByText('12 Allen Avenue, Ikeja')).toBeInTheDocument();
    expect(await screen.findByText('bola@example.com')).toBeInTheDocument();
  });

  it('Update Data sends the profile as multipart and shows the message', async () => {
    tokenStore.set('tok');
    let sent: FormData | null = null;
    const app = renderApp(
      '/user/profile',
      profileApi({
        'POST /users/{uuid}/update-profile': async (request) => {
          sent = await request.formData();
          return ok({}, 'Profile updated successfully');
        },
      }),
    );
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await waitFor(() =>
      expect(within(form).getByLabelText('Residential address')).toHaveValue('12 Allen Avenue, Ikeja'),
    );
    await app.user.clear(within(form).getByLabelText('First name'));
    await app.user.type(within(form).getByLabelText('First name'), 'Adaeze');
    await app.user.click(within(form).getByRole('button', { name: 'Update Data' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sent!.get('first_name')).toBe('Adaeze');
    expect(sent!.get('address')).toBe('12 Allen Avenue, Ikeja');
    expect(sent!.has('image')).toBe(false);
  });

  it('offers only higher packages and asks for one before Confirm Selection', async () => {
    tokenStore.set('tok');
    const app = renderApp('/user/profile', profileApi());
    const select = await screen.findByLabelText('Upgrade package');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose a package', 'Gold — ₦140,000.00', 'Platinum — ₦280,000.00']);
    await app.user.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    expect(await screen.findByText('Select a package for upgrade')).toBeInTheDocument();
  });

  it('Confirm Selection prices the upgrade with the server; Pay with Wallet pays it', async () => {
    tokenStore.set('tok');
    const app = renderApp(
      '/user/profile',
      profileApi({
        'PATCH /withdrawals/pay-with-wallet': ok(
          { reference: 'kw_1', amount: 70000, wallet_balance: 0 },
          'Payment successful',
        ),
      }),
    );
    await app.user.selectOptions(await screen.findByLabelText('Upgrade package'), '4');
    await app.user.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    await waitFor(() => expect(app.calls()).toContain('GET /users/4/package-difference'));
    expect(await screen.findByText('Amount to pay')).toBeInTheDocument();
    expect(screen.getAllByText('₦70,000.00').length).toBeGreaterThan(0);

    // ₦36,250.50 in the wallet is short of ₦70,000.00: the button says why.
    expect(screen.getByRole('button', { name: 'Pay with Wallet' })).toBeDisabled();
    expect(screen.getByText(/short of ₦70,000.00/)).toBeInTheDocument();
  });

  it('Pay with Wallet sends the upgrade payload when the wallet covers it', async () => {
    tokenStore.set('tok');
    const app = renderApp(
      '/user/profile',
      profileApi({
        'GET /bonuses/{uuid}/wallet-balance': ok({
          total_bonus: 100000,
          total_withdrawals: 0,
          total_wallet_payments: 0,
          wallet_balance: 100000,
        }),
        'PATCH /withdrawals/pay-with-wallet': ok(
          { reference: 'kw_1', amount: 70000, wallet_balance: 30000 },
          'Payment successful',
        ),
      }),
    );
    await app.user.selectOptions(await screen.findByLabelText('Upgrade package'), '4');
    await app.user.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay with Wallet' })).toBeEnabled());
    await app.user.click(screen.getByRole('button', { name: 'Pay with Wallet' }));
    await app.user.click(await screen.findByRole('button', { name: 'Pay ₦70,000.00' }));
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(await app.bodyOf('PATCH /withdrawals/pay-with-wallet')).toEqual({
      amount: 70000,
      description: 'Upgrade to Gold',
      txn_source: 'package_payment',
      is_upgrade: 1,
      meta_data: { package_id: 4 },
    });
  });

  it('Pay Now pays the upgrade by card in the payment modal and verifies it', async () => {
    tokenStore.set('tok');
    const app = renderApp(
      '/user/profile',
      profileApi({
        'POST /payments/initiate': ok({
          authorization_url: `${window.location.origin}/api/sandbox/checkout/kp_9`,
          reference: 'kp_9',
        }),
        'POST /payments/verify': ok(
          { reference: 'kp_9', status: 'approved', amount: 70000, txn_source: 'package_payment' },
          'Payment Verified successfully',
        ),
      }),
    );
    await app.user.selectOptions(await screen.findByLabelText('Upgrade package'), '4');
    await app.user.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    await app.user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for your upgrade' });
    expect(await app.bodyOf('POST /payments/initiate')).toEqual({
      amount: 70000,
      description: 'Upgrade to Gold',
      txn_source: 'package_payment',
      is_upgrade: 1,
      meta_data: { package_id: 4 },
    });
    await within(dialog).findByTitle('Payment checkout');
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect((await screen.findAllByText('Payment Verified successfully')).length).toBeGreaterThan(0);
    expect(await app.bodyOf('POST /payments/verify')).toEqual({ reference: 'kp_9' });
  });

  it('the Bank Details tab shows the account on file, read-only while not editable', async () => {
    tokenStore.set('tok');
    const app = renderApp('/user/profile', profileApi());
    await app.user.click(await screen.findByRole('tab', { name: 'Bank Details' }));
    expect(await screen.findByText('ADA OKAFOR')).toBeInTheDocument();
    expect(
      await screen.findByText('Your bank details can only be changed when an administrator allows it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Data' })).not.toBeInTheDocument();
  });
});
