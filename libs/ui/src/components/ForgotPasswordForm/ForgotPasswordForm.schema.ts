import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import * as z from 'zod/mini';
import { contractForm } from '../../form/contract';
import { emailRule } from '../../form/rules';

/** ForgotPasswordForm's schema, apart from the form so the login screens' first load has no zod (form/lazyResolver.ts). */
export const forgotPasswordSchema = contractForm(
  'ForgotPasswordForm',
  contract.zSendResetPasswordLinkBody,
  z.object({ email: emailRule }),
);
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
