import { signedIn, type HandlerMap } from '../../contract/handlers';
import type { SettingsService } from './settings.service';

export function settingsHandlers(settings: SettingsService): HandlerMap {
  return {
    getSettings: async () => ({ message: 'Settings', data: await settings.get() }),
    getSettingsById: async ({ params }) => ({ message: 'Settings', data: await settings.getById(params.id) }),
    setSpillover: async ({ body, auth, req }) => settings.setSpillover(signedIn(auth), body.enabled, req.ip),
  };
}
