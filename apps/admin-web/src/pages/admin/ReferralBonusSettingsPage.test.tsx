import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { generationScreenTests } from '../../testing/generationScreenTests';
import { renderApp } from '../../testing/renderApp';
import { settingsApi } from '../../testing/settingsFixtures';
import { card, previewDialog, proposeValue, saveAndConfirm } from '../../testing/settingsTesting';

describe('given the Referral bonus settings page', () => {
  generationScreenTests({
    path: '/admin/referral-bonus-settings',
    title: 'Referral bonus settings',
    read: 'GET /settings/referral-bonus',
    write: 'PUT /settings/update-referral-bonus/{id}',
    written: 'PUT /settings/update-referral-bonus/11',
    table: 'referral',
  });
});

describe('given the matching cards of the referral bonus settings page', () => {
  it('previews then saves only the matching bonus frequency', async () => {
    tokenStore.set('admin-token');
    const app = renderApp('/admin/referral-bonus-settings', settingsApi());
    expect(await card('Matching bonus total PV')).toHaveTextContent('Current value: 20 PV');
    await proposeValue(app, 'Matching bonus frequency', '14');
    await previewDialog();
    expect(await app.bodyOf('POST /settings/preview')).toEqual({
      settings: { matching_bonus_frequency: 14 },
    });
    expect(await saveAndConfirm(app)).toContain('Matching bonus frequency: 7 days → 14 days');
    expect(await app.bodyOf('PUT /settings/update')).toEqual({ matching_bonus_frequency: 14 });
  });
});
