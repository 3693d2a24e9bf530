import { signedIn, type HandlerMap } from '../../contract/handlers';
import type { SettingsService } from './settings.service';

export function settingsHandlers(settings: SettingsService): HandlerMap {
  return {
    getSettings: async () => ({ message: 'Settings', data: await settings.get() }),
    getSettingsById: async ({ params }) => ({ message: 'Settings', data: await settings.getById(params.id) }),
    setSpillover: async ({ body, auth, req }) => settings.setSpillover(signedIn(auth), body.enabled, req.ip),
    updateSettings: async ({ body, auth, req }) => settings.update(signedIn(auth), body, req.ip),
    previewPlanChange: async ({ body }) => settings.preview(body),
    listReferralBonusSettings: async () => ({
      message: 'Referral bonus settings',
      data: await settings.listGeneration('referral'),
    }),
    listUpgradeBonusSettings: async () => ({
      message: 'Upgrade bonus settings',
      data: await settings.listGeneration('upgrade'),
    }),
    listUnilevelBonusSettings: async () => ({
      message: 'Unilevel bonus settings',
      data: await settings.listGeneration('unilevel'),
    }),
    listStockistUplineBonusSettings: async () => ({
      message: 'Stockist upline bonus settings',
      data: await settings.listGeneration('stockist_upline'),
    }),
    updateReferralBonusSetting: async ({ params, body, auth, req }) =>
      settings.updateGeneration(signedIn(auth), 'referral', params.id, body, req.ip),
    updateUpgradeBonusSetting: async ({ params, body, auth, req }) =>
      settings.updateGeneration(signedIn(auth), 'upgrade', params.id, body, req.ip),
    updateUnilevelBonusSetting: async ({ params, body, auth, req }) =>
      settings.updateGeneration(signedIn(auth), 'unilevel', params.id, body, req.ip),
    updateStockistUplineBonusSetting: async ({ params, body, auth, req }) =>
      settings.updateGeneration(signedIn(auth), 'stockist_upline', params.id, body, req.ip),
  };
}
