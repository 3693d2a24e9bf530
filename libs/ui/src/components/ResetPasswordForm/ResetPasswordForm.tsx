import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormActions, StyledFormStack } from '../../form/Form.styles';
import { codeRule, newPasswordRule } from '../../form/rules';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { StyledCodeText } from '../CodeForm/CodeForm.styles';
import { PasswordInput } from '../PasswordField/PasswordField';
import { Input } from '../TextField/TextField';
import { TextLink, type LinkComponentProps } from '../TextLink/TextLink';

export const resetPasswordSchema = contractForm(
  'ResetPasswordForm',
  contract.zResetPasswordBody,
  z
    .object({
      code: codeRule,
      password: newPasswordRule,
      password_confirmation: z.string().check(z.minLength(1, 'Confirm your new password')),
    })
    .check(
      z.refine((values) => values.password === values.password_confirmation, {
        path: ['password_confirmation'],
        message: 'Passwords do not match',
      }),
    ),
  { uiOnly: ['password_confirmation'] },
);

export type ResetPasswordFields = z.infer<typeof resetPasswordSchema>;
export interface ResetPasswordValues {
  code: string;
  password: string;
}

export interface ResetPasswordFormProps extends LinkComponentProps {
  email: string;
  onSubmit: (values: ResetPasswordValues) => Promise<unknown> | void;
  onResend: () => Promise<unknown> | void;
  loginHref: string;
  error?: string | null | undefined;
  submitting?: boolean;
  resending?: boolean;
}

/** Emailed code + new password (with confirmation), resend, and a link back to login. */
export function ResetPasswordForm({
  email,
  onSubmit,
  onResend,
  loginHref,
  linkComponent = 'a',
  error,
  submitting = false,
  resending = false,
}: ResetPasswordFormProps) {
  const form = useForm<ResetPasswordFields>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code: '', password: '', password_confirmation: '' },
  });
  const busy = submitting || form.formState.isSubmitting;

  return (
    <Form {...form}>
      <StyledFormStack
        noValidate
        aria-label="Reset password"
        onSubmit={form.handleSubmit(async ({ code, password }) => {
          await onSubmit({ code, password });
        })}
      >
        <StyledCodeText>
          Enter the code we sent to <strong>{email}</strong> and choose a new password.
        </StyledCodeText>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Code</FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password_confirmation"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Confirm new password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" fullWidth loading={busy}>
          Reset password
        </Button>
        <StyledFormActions>
          <Button variant="link" loading={resending} onClick={() => void onResend()}>
            Resend code
          </Button>
          <TextLink href={loginHref} linkComponent={linkComponent}>
            Back to login
          </TextLink>
        </StyledFormActions>
      </StyledFormStack>
    </Form>
  );
}
