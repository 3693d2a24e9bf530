import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import * as z from 'zod/mini';
import { contractForm } from '../../form/contract';
import { emailRule, loginPasswordRule } from '../../form/rules';

/** AdminLoginForm's schema, apart from the form so the login screen's first load has no zod (form/lazyResolver.ts). */
export const adminLoginSchema = contractForm(
  'AdminLoginForm',
  contract.zAdminLoginBody,
  z.object({ email: emailRule, password: loginPasswordRule }),
);
export type AdminLoginValues = z.infer<typeof adminLoginSchema>;
export const adminLoginResolver = zodResolver(adminLoginSchema);
