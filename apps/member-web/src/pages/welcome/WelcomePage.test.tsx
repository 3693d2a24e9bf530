import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { fail, ok, renderApp } from '../../testing/renderApp';
import {
  banks,
  emptyApi,
  packages,
  profile,
  profileWithoutBank,
  silverMember,
  unpaidMember,
  uuid,
} from '../../testing/moneyFixtures';

const checkoutUrl = `${window.location.origin}/api/sandbox/checkout/kp_1`;

/** An unpaid member whose registration is paid by the verify call. */
function welcomeApi(verifyApproved: boolean, extra: ContractRoutes = {}) {
  let paid = false;
  const routes: ContractRoutes = {
    ...emptyApi(),
    'GET /auth/user': () => ok(paid ? silverMember() : unpaidMember()),
    'GET /packages/all': ok(packages),
    'GET /payments/banks': ok(banks),
    'GET /users/{uuid}/profile': ok(profileWithoutBank()),
    'POST /payments/initiate': ok({ authorization_url: checkoutUrl, reference: 'kp_1', access_code: null }),
    'POST /payments/verify': () => {
      paid = verifyApproved;
      return {
        body: {
          success: verifyApproved,
          message: verifyApproved ? 'Payment Verified successfully' : 'Unable to verify payment',
          data: {
            reference: 'kp_1',
            status: verifyApproved ? 'approved' : 'failed',
            amount: 70000,
            txn_source: 'package_payment',
            paid_at: null,
          },
        },
      };
    },
    ...extra,
  };
  return routes;
}

describe('given the welcome page of an unpaid member', () => {
  it('Pay Now pays the registration package price by card; closing the checkout verifies, then the dashboard opens', async () => {
    tokenStore.set('tok');
    const app = renderApp('/welcome', welcomeApi(true));
    expect(await screen.findByText('Silver package:')).toBeInTheDocument();
    expect(screen.getByText('₦70,000.00')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for your registration' });
    expect(await within(dialog).findByTitle('Payment checkout')).toHaveAttribute('src', checkoutUrl);
    expect(within(dialog).getByText(/This payment window lasts 2 minutes/)).toBeInTheDocument();
    expect(await app.bodyOf('POST /payments/initiate')).toEqual({
      amount: 70000,
      description: 'Silver package registration',
      txn_source: 'package_payment',
      is_upgrade: 0,
      meta_data: { package_id: 3 },
    });

    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Payment Verified successfully')).toBeInTheDocument();
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/user/dashboard'));
    expect(await app.bodyOf('POST /payments/verify')).toEqual({ reference: 'kp_1' });
  });

  it('the checkout page message verifies; a declined payment shows "Unable to verify payment" and stays', async () => {
    tokenStore.set('tok');
    const app = renderApp('/welcome', welcomeApi(false));
    await app.user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const frame = (await screen.findByTitle('Payment checkout')) as HTMLIFrameElement;
    fireEvent(
      window,
      new MessageEvent('message', {
        data: { type: 'kola-payment', reference: 'kp_1', status: 'failed' },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
    expect((await screen.findAllByText('Unable to verify payment')).length).toBeGreaterThan(0);
    expect(app.calls().filter((call) => call === 'POST /payments/verify')).toHaveLength(1);
    expect(app.navigation.location.pathname).toBe('/welcome');
  });

  it('a refused payment start shows the server message', async () => {
    tokenStore.set('tok');
    const app = renderApp('/welcome', {
      ...welcomeApi(true),
      'POST /payments/initiate': {
        status: 409,
        body: { success: false, message: 'This registration has expired.' },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('This registration has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the bank details with the name the provider resolved', async () => {
    tokenStore.set('tok');
    const app = renderApp(
      '/welcome',
      welcomeApi(true, {
        'POST /payments/verify-bank-details': ok({
          bank_code: '058',
          accountName: 'ADA OKAFOR',
          account_number: '0123456789',
        }),
        'PUT /users/{uuid}/update-bank-details': ok({}, 'Bank details updated successfully'),
      }),
    );
    await app.user.selectOptions(await screen.findByLabelText('Bank'), '058');
    await app.user.type(screen.getByLabelText('Account number'), '0123456789');
    await waitFor(() => expect(screen.getByLabelText('Account name')).toHaveValue('ADA OKAFOR'));
    await app.user.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText('Bank details updated successfully')).toBeInTheDocument();
    expect(await app.bodyOf('POST /payments/verify-bank-details')).toEqual({
      bank_name: 'Guaranty Trust Bank',
      bank_code: '058',
      account_number: '0123456789',
    });
    expect(await app.bodyOf(`PUT /users/${uuid}/update-bank-details`)).toEqual({
      bank_name: 'Guaranty Trust Bank',
      bank_code: '058',
      bank_account_number: '0123456789',
      bank_account_name: 'ADA OKAFOR',
    });
  });

  it('shows the bank details already saved, and no error', async () => {
    tokenStore.set('tok');
    renderApp(
      '/welcome',
      welcomeApi(true, { 'GET /users/{uuid}/profile': ok(profile({ bank_editable: true })) }),
    );
    await waitFor(() => expect(screen.getByLabelText('Account number')).toHaveValue('0123456789'));
    expect(screen.getByLabelText('Account name')).toHaveValue('ADA OKAFOR');
    expect(screen.queryByText('We could not load your bank details')).not.toBeInTheDocument();
  });

  it('a profile that cannot be read says so (with Try again) above the bank form', async () => {
    tokenStore.set('tok');
    renderApp('/welcome', welcomeApi(true, { 'GET /users/{uuid}/profile': fail(500, 'Server unavailable') }));
    expect(await screen.findByText('We could not load your bank details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save bank details' })).toBeInTheDocument();
  });
});
