import type { HandlerMap } from '../../contract/handlers';
import { toUser } from '../auth/auth.serializers';
import type { RegistrationService } from './registration.service';

/** HTTP only: POST /auth/register delegates to the registration service. */
export function registrationHandlers(registration: RegistrationService): HandlerMap {
  return {
    register: async ({ body }) => {
      const { message, user } = await registration.register(body);
      return { message, data: toUser(user) };
    },
  };
}
