import { useForm } from 'react-hook-form';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormStack } from '../../form/Form.styles';
import { lazyResolver } from '../../form/lazyResolver';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { ForgotPasswordForm, type ForgotPasswordValues } from '../ForgotPasswordForm/ForgotPasswordForm';
import { StyledLoginForm } from '../LoginForm/LoginForm.styles';
import { PasswordInput } from '../PasswordField/PasswordField';
import { Input } from '../TextField/TextField';
import type { AdminLoginValues } from './AdminLoginForm.schema';

export type { AdminLoginValues } from './AdminLoginForm.schema';

// Loaded when a field gets the focus or on the first submit, not with the login screen
// (form/lazyResolver.ts).
const adminLoginResolver = lazyResolver(() =>
  import('./AdminLoginForm.schema').then((m) => m.adminLoginResolver),
);

export interface AdminLoginFormProps {
  onSubmit: (values: AdminLoginValues) => Promise<unknown> | void;
  onForgotPassword: (values: ForgotPasswordValues) => Promise<unknown> | void;
  error?: string | null | undefined;
  submitting?: boolean;
  forgotError?: string | null | undefined;
  forgotSubmitting?: boolean;
  defaultValues?: Partial<AdminLoginValues>;
}

/** Administrator login: email, password (show/hide) and a collapsible reset form. */
export function AdminLoginForm({
  onSubmit,
  onForgotPassword,
  error,
  submitting = false,
  forgotError,
  forgotSubmitting = false,
  defaultValues,
}: AdminLoginFormProps) {
  const form = useForm<AdminLoginValues>({
    resolver: adminLoginResolver,
    defaultValues: { email: '', password: '', ...defaultValues },
  });
  const busy = submitting || form.formState.isSubmitting;

  return (
    <StyledLoginForm>
      <Form {...form}>
        <StyledFormStack
          noValidate
          onFocus={adminLoginResolver.preload}
          aria-label="Administrator login"
          onSubmit={form.handleSubmit(async (values) => {
            await onSubmit(values);
          })}
        >
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="username" {...field} />
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
                <FormLabel>Password</FormLabel>
                <FormControl>
                  <PasswordInput autoComplete="current-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" fullWidth loading={busy}>
            Login
          </Button>
        </StyledFormStack>
      </Form>
      <ForgotPasswordForm
        onSubmit={onForgotPassword}
        submitting={forgotSubmitting}
        error={forgotError}
        toggleLabel="Forgot password?"
        submitLabel="Send reset code"
      />
    </StyledLoginForm>
  );
}
