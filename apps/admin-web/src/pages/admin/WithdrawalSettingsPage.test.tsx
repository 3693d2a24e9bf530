import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { settings, settingsApi } from '../../testing/settingsFixtures';
import { card, previewDialog, proposeValue, saveAndConfirm } from '../../testing/settingsTesting';

const PATH = '/admin/withdrawal-settings';

describe('given the withdrawal settings page', () => {
  it('shows the saved values and the payment provider balance, which Reload Data reads again', async () => {
    tokenStore.set('admin-token');
    const app = renderApp(PATH, settingsApi());
    expect(await card('Unit point value')).toHaveTextContent('Current value: 1 PV = ₦500.00');
    expect(await card('Withdrawal charge (%)')).toHaveTextContent('Current value: 1.5 %');
    expect(await card('Withdrawal charge cap')).toHaveTextContent('Current value: ₦2,000.00');
    expect(await card('Monthly payout day')).toHaveTextContent('Current value: 15th');
    const balance = screen.getByRole('region', { name: 'Payment provider balance' });
    expect(await within(balance).findByText('₦2,450,000.75')).toBeInTheDocument();
    await app.user.click(within(balance).getByRole('button', { name: 'Reload Data' }));
    await waitFor(() =>
      expect(app.calls().filter((call) => call === 'GET /payments/provider-wallet-balance')).toHaveLength(2),
    );
  });

  it('asks a flat charge in naira and no cap, and weekly payouts by weekday', async () => {
    tokenStore.set('admin-token');
    renderApp(PATH, {
      ...settingsApi(),
      'GET /settings/all': ok(
        settings({
          withdrawal_charge_type: 'flat',
          charge: 100,
          withdrawal_type: 'weekly',
          withdrawal_period: 6,
        }),
      ),
    });
    expect(await card('Withdrawal charge (₦)')).toHaveTextContent('Current value: ₦100.00');
    expect(await card('Weekly payout day')).toHaveTextContent('Current value: Friday');
    expect(screen.queryByRole('region', { name: 'Withdrawal charge cap' })).not.toBeInTheDocument();
  });

  it('previews then saves only the unit point value', async () => {
    tokenStore.set('admin-token');
    const app = renderApp(PATH, settingsApi());
    await proposeValue(app, 'Unit point value', '600');
    await previewDialog();
    expect(await app.bodyOf('POST /settings/preview')).toEqual({ settings: { unit_point_value: 600 } });
    expect(await saveAndConfirm(app)).toContain('Unit point value: 1 PV = ₦500.00 → 1 PV = ₦600.00');
    expect(await app.bodyOf('PUT /settings/update')).toEqual({ unit_point_value: 600 });
  });

  it('refuses a minimum above the maximum itself, and shows the server refusal on the field', async () => {
    tokenStore.set('admin-token');
    const app = renderApp(PATH, {
      ...settingsApi(),
      'PUT /settings/update': fail(422, 'The given data was invalid.', {
        maximum_withdrawal: ['maximum withdrawal is invalid'],
      }),
    });
    const minimum = await proposeValue(app, 'Minimum withdrawal', '600000');
    expect(
      await within(minimum).findByText('minimum withdrawal is invalid: it is above the maximum withdrawal'),
    ).toBeInTheDocument();
    expect(app.calls()).not.toContain('POST /settings/preview');
    const maximum = await proposeValue(app, 'Maximum withdrawal', '400000');
    await saveAndConfirm(app);
    expect(await within(maximum).findByText('maximum withdrawal is invalid')).toBeInTheDocument();
  });
});
