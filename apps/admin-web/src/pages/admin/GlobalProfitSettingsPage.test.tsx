import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { fail, renderApp } from '../../testing/renderApp';
import { settingsApi } from '../../testing/settingsFixtures';
import { card, previewDialog, proposeValue, saveAndConfirm } from '../../testing/settingsTesting';

const PATH = '/admin/global-profit-settings';

describe('given the global profit settings page', () => {
  it('shows the five saved values', async () => {
    tokenStore.set('admin-token');
    renderApp(PATH, settingsApi());
    expect(await card('Global profit amount')).toHaveTextContent('Current value: ₦0.00');
    expect(await card('First global profit percentage')).toHaveTextContent('Current value: 2 %');
    expect(await card('Second global profit percentage')).toHaveTextContent('Current value: 1 %');
    expect(await card('Next share month')).toHaveTextContent('Current value: December');
    expect(await card('Next share day')).toHaveTextContent('Current value: 31');
  });

  it('previews then saves only the first percentage', async () => {
    tokenStore.set('admin-token');
    const app = renderApp(PATH, settingsApi());
    await proposeValue(app, 'First global profit percentage', '2.5');
    await previewDialog();
    expect(await app.bodyOf('POST /settings/preview')).toEqual({
      settings: { global_profit_first_percentage: 2.5 },
    });
    expect(await saveAndConfirm(app)).toContain('First global profit percentage: 2 % → 2.5 %');
    expect(await app.bodyOf('PUT /settings/update')).toEqual({ global_profit_first_percentage: 2.5 });
  });

  it('refuses a day outside 1–31 itself, and shows the server refusal on the field', async () => {
    tokenStore.set('admin-token');
    const app = renderApp(PATH, {
      ...settingsApi(),
      'PUT /settings/update': fail(422, 'The given data was invalid.', {
        next_global_profit_share_day: ['next global profit share day is invalid'],
      }),
    });
    const day = await proposeValue(app, 'Next share day', '32');
    expect(await within(day).findByText('Enter a number from 1 to 31')).toBeInTheDocument();
    expect(app.calls()).not.toContain('POST /settings/preview');
    await proposeValue(app, 'Next share day', '30');
    await saveAndConfirm(app);
    expect(await within(day).findByText('next global profit share day is invalid')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
