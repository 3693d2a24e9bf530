import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import * as z from 'zod/mini';
import { contractForm } from '../../form/contract';
import { loginPasswordRule, requiredText } from '../../form/rules';

/** LoginForm's schema, apart from the form so the login screen's first load has no zod (form/lazyResolver.ts). */
export const loginSchema = contractForm(
  'LoginForm',
  contract.zLoginBody,
  z.object({
    username: requiredText('Username is required'),
    password: loginPasswordRule,
  }),
);
export type LoginValues = z.infer<typeof loginSchema>;
export const loginResolver = zodResolver(loginSchema);
