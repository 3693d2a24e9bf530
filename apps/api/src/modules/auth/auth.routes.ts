import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import type { AuthService } from './auth.service';

/** HTTP only: each operation delegates in one call to the auth service. */
export function authHandlers(auth: AuthService): HandlerMap {
  return {
    login: async ({ body, req }) => auth.memberLogin(body.username, body.password, req.ip),
    adminLogin: async ({ body, req }) => auth.adminLogin(body.email, body.password, req.ip),
    logout: async (ctx) => ({ message: await auth.logout(signedIn(ctx.auth)), data: null }),
    confirmEmail: async ({ body }) => ({
      message: await auth.confirmEmail(body.email, body.code),
      data: null,
    }),
    resendEmailConfirmation: async ({ body }) => ({
      message: await auth.resendEmailConfirmation(body.email),
      data: null,
    }),
    sendResetPasswordLink: async ({ body }) => ({
      message: await auth.sendResetCode(body.email, body.user_type),
      data: null,
    }),
    resetPassword: async ({ body }) => ({
      message: await auth.resetPassword(body.email, body.user_type, body.code, body.password),
      data: null,
    }),
    sendChangePasswordCode: async ({ body, auth: a }) => ({
      message: await auth.sendChangePasswordCode(signedIn(a), body.email, body.user_type, body.old_password),
      data: null,
    }),
    changePassword: async ({ body, auth: a }) => ({
      message: await auth.changePassword(signedIn(a), body.email, body.user_type, body.code, body.password),
      data: null,
    }),
    sendTwoFactorCode: async ({ body }) => ({
      message: await auth.sendTwoFactorCode(body.email, body.user_type, body.login_token),
      data: null,
    }),
    authenticateTwoFactor: async ({ body }) =>
      auth.authenticateTwoFactor(body.email, body.user_type, body.login_token, body.code),
    getAuthUser: async (ctx) => ({
      message: 'Authenticated member',
      data: await auth.currentUser(signedIn(ctx.auth)),
    }),
    getAuthAdmin: async (ctx) => ({
      message: 'Authenticated administrator',
      data: await auth.currentAdmin(signedIn(ctx.auth)),
    }),
    changeUserPassword: async ({ params, body, auth: a, req }) => ({
      message: await auth.changeUserPassword(signedIn(a), params.uuid, body.password, req.ip),
      data: null,
    }),
    toggleAdminTwoFactor: async ({ body, auth: a, req }) => {
      const admin = signedIn(a);
      const message = await auth.setTwoFactor(
        admin,
        { type: 'admin', id: admin.id, ref: String(admin.id) },
        body.enable_2fa,
        req.ip,
      );
      return { message, data: await auth.currentAdmin(admin) };
    },
    toggleUserTwoFactor: async ({ params, body, auth: a, req }) => ({
      message: await auth.toggleMemberTwoFactor(signedIn(a), params.uuid, body.enable_2fa, req.ip),
      data: { enable_2fa: body.enable_2fa },
    }),
  };
}
