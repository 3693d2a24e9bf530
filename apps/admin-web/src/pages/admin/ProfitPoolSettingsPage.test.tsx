import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { fail, renderApp } from '../../testing/renderApp';
import { settingsApi } from '../../testing/settingsFixtures';
import { card, previewDialog, proposeValue, saveAndConfirm } from '../../testing/settingsTesting';

const PATH = '/admin/profit-pool-settings';

describe('given the profit pool settings page', () => {
  it('shows the four saved values with their units', async () => {
    tokenStore.set('admin-token');
    renderApp(PATH, settingsApi());
    expect(await card('Profit pool percentage')).toHaveTextContent('Current value: 4 %');
    expect(await card('Profit pool duration')).toHaveTextContent('Current value: 6 months');
    expect(await card('Days offset after activation')).toHaveTextContent('Current value: 30 days');
    expect(await card('Required downlines')).toHaveTextContent('Current value: 2');
  });

  it('previews then saves only the duration', async () => {
    tokenStore.set('admin-token');
    const app = renderApp(PATH, settingsApi());
    await proposeValue(app, 'Profit pool duration', '9');
    await previewDialog();
    expect(await app.bodyOf('POST /settings/preview')).toEqual({ settings: { profit_pool_duration: 9 } });
    expect(await saveAndConfirm(app)).toContain('Profit pool duration: 6 months → 9 months');
    expect(await app.bodyOf('PUT /settings/update')).toEqual({ profit_pool_duration: 9 });
  });

  it('refuses a duration above 12 months itself, and shows the server refusal on the field', async () => {
    tokenStore.set('admin-token');
    const app = renderApp(PATH, {
      ...settingsApi(),
      'PUT /settings/update': fail(422, 'The given data was invalid.', {
        profit_pool_num_of_downlines: ['profit pool num of downlines is invalid'],
      }),
    });
    const duration = await proposeValue(app, 'Profit pool duration', '13');
    expect(await within(duration).findByText('Enter a number from 1 to 12')).toBeInTheDocument();
    expect(app.calls()).not.toContain('POST /settings/preview');
    const downlines = await proposeValue(app, 'Required downlines', '3');
    await saveAndConfirm(app);
    expect(await within(downlines).findByText('profit pool num of downlines is invalid')).toBeInTheDocument();
  });
});
