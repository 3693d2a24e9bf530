import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { readMultipart } from '../../lib/multipart';
import { PM, PROFILE_FORM, type ProfileService } from './profile.service';

/** HTTP only: the profile reads, the multipart profile edit and the invitation delegate to the profile service. */
export function profileHandlers(profile: ProfileService): HandlerMap {
  return {
    getProfile: async ({ params, auth }) => ({
      message: PM.profile,
      data: await profile.profile(signedIn(auth), params.uuid),
    }),
    getProfileDetails: async ({ params, auth }) => ({
      message: PM.profileDetails,
      data: await profile.details(signedIn(auth), params.uuid),
    }),
    getUplineDetails: async ({ params, auth }) => ({
      message: PM.upline,
      data: await profile.upline(signedIn(auth), params.uuid),
    }),
    updateProfile: async ({ params, auth, req }) => ({
      message: PM.profileUpdated,
      data: await profile.updateProfile(
        signedIn(auth),
        params.uuid,
        () => readMultipart(req, PROFILE_FORM),
        req.ip,
      ),
    }),
    getUser: async ({ params, auth }) => ({
      message: PM.user,
      data: await profile.user(signedIn(auth), params.uuid),
    }),
    updateUser: async ({ params, body, auth, req }) => ({
      message: PM.userUpdated,
      data: await profile.updateUser(signedIn(auth), params.uuid, body, req.ip),
    }),
    inviteGuest: async ({ params, body, auth }) => {
      await profile.inviteGuest(signedIn(auth), params.uuid, body);
      return { message: PM.invited, data: null };
    },
  };
}
