import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { settings, settingsApi } from '../../testing/settingsFixtures';
import { card, previewDialog, proposeValue, saveAndConfirm } from '../../testing/settingsTesting';

const PATH = '/admin/bonus-settings';

describe('given the bonus settings page', () => {
  it('shows the four saved values', async () => {
    tokenStore.set('admin-token');
    renderApp(PATH, settingsApi());
    expect(await card('Equilibrium bonus amount')).toHaveTextContent('Current value: ₦1,000.00');
    expect(await card('Repurchase (loyalty) bonus percentage')).toHaveTextContent('Current value: 5 %');
    expect(await card('Placement bonus percentage')).toHaveTextContent('Current value: 3 %');
    expect(await card('Welcome bonus percentage')).toHaveTextContent('Current value: 2 %');
  });

  it('previews the change before saving, then saves only that field after the confirmation', async () => {
    tokenStore.set('admin-token');
    const app = renderApp(PATH, settingsApi());
    await proposeValue(app, 'Equilibrium bonus amount', '1500');
    const dialog = await previewDialog();
    expect(within(dialog).getByRole('list', { name: 'What changes' })).toHaveTextContent(
      'Equilibrium bonus amount: ₦1,000.00 → ₦1,500.00',
    );
    expect(await app.bodyOf('POST /settings/preview')).toEqual({ settings: { equillibrum_bonus: 1500 } });
    expect(app.calls()).not.toContain('PUT /settings/update');
    const confirmation = await saveAndConfirm(app);
    expect(confirmation).toContain('Equilibrium bonus amount: ₦1,000.00 → ₦1,500.00');
    expect(await app.bodyOf('PUT /settings/update')).toEqual({ equillibrum_bonus: 1500 });
    expect(await screen.findByText('Setting updated successfully')).toBeInTheDocument();
  });

  it('saves nothing when the preview is closed', async () => {
    tokenStore.set('admin-token');
    const app = renderApp(PATH, settingsApi());
    await proposeValue(app, 'Welcome bonus percentage', '4');
    const dialog = await previewDialog();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.calls()).not.toContain('PUT /settings/update');
  });

  it('refuses what the server refuses before asking, and shows the server refusal on the field', async () => {
    tokenStore.set('admin-token');
    const app = renderApp(PATH, {
      ...settingsApi(),
      'PUT /settings/update': fail(422, 'The given data was invalid.', {
        placement_bonus_percentage: ['placement bonus percentage is invalid'],
      }),
    });
    const placement = await proposeValue(app, 'Placement bonus percentage', '101');
    expect(await within(placement).findByText('Enter a number from 0 to 100')).toBeInTheDocument();
    expect(app.calls()).not.toContain('POST /settings/preview');
    await proposeValue(app, 'Placement bonus percentage', '7');
    await saveAndConfirm(app);
    expect(await within(placement).findByText('placement bonus percentage is invalid')).toBeInTheDocument();
    expect(within(placement).getByRole('textbox')).toHaveValue('7');
  });

  it('shows why the preview failed and still lets the change be saved', async () => {
    tokenStore.set('admin-token');
    const app = renderApp(PATH, {
      ...settingsApi(),
      'POST /settings/preview': fail(501, 'Not implemented yet'),
    });
    await proposeValue(app, 'Welcome bonus percentage', '4');
    const dialog = await screen.findByRole('dialog', { name: 'Preview effect' });
    expect(await within(dialog).findByText('Not implemented yet')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Save this change?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Yes, save' }));
    await waitFor(async () =>
      expect(await app.bodyOf('PUT /settings/update')).toEqual({ welcome_bonus_percentage: 4 }),
    );
  });

  it('shows the load error, and Retry reads the settings again', async () => {
    tokenStore.set('admin-token');
    let failing = true;
    const app = renderApp(PATH, {
      ...settingsApi(),
      'GET /settings/all': () =>
        failing ? fail(500, 'Something went wrong. Please try again.') : ok(settings()),
    });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Equilibrium bonus amount')).toHaveTextContent('₦1,000.00');
  });
});
