import { useForm } from 'react-hook-form';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormStack } from '../../form/Form.styles';
import { lazyResolver } from '../../form/lazyResolver';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { ForgotPasswordForm, type ForgotPasswordValues } from '../ForgotPasswordForm/ForgotPasswordForm';
import { PasswordInput } from '../PasswordField/PasswordField';
import { Input } from '../TextField/TextField';
import { TextLink, type LinkComponentProps } from '../TextLink/TextLink';
import { StyledLoginFooter, StyledLoginForm } from './LoginForm.styles';
import type { LoginValues } from './LoginForm.schema';

export type { LoginValues } from './LoginForm.schema';

// Loaded when a field gets the focus or on the first submit, not with the login screen
// (form/lazyResolver.ts).
const loginResolver = lazyResolver(() => import('./LoginForm.schema').then((m) => m.loginResolver));

export interface LoginFormProps extends LinkComponentProps {
  onSubmit: (values: LoginValues) => Promise<unknown> | void;
  onForgotPassword: (values: ForgotPasswordValues) => Promise<unknown> | void;
  registerHref: string;
  error?: string | null | undefined;
  submitting?: boolean;
  forgotError?: string | null | undefined;
  forgotSubmitting?: boolean;
  defaultValues?: Partial<LoginValues>;
}

/** Member login: username, password (show/hide), collapsible forgot-password form, Register link. */
export function LoginForm({
  onSubmit,
  onForgotPassword,
  registerHref,
  linkComponent = 'a',
  error,
  submitting = false,
  forgotError,
  forgotSubmitting = false,
  defaultValues,
}: LoginFormProps) {
  const form = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '', ...defaultValues },
  });
  const busy = submitting || form.formState.isSubmitting;

  return (
    <StyledLoginForm>
      <Form {...form}>
        <StyledFormStack
          noValidate
          onFocus={loginResolver.preload}
          aria-label="Login"
          onSubmit={form.handleSubmit(async (values) => {
            await onSubmit(values);
          })}
        >
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <FormField
            control={form.control}
            name="username"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Username</FormLabel>
                <FormControl>
                  <Input autoComplete="username" autoCapitalize="none" {...field} />
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
      <ForgotPasswordForm onSubmit={onForgotPassword} submitting={forgotSubmitting} error={forgotError} />
      <StyledLoginFooter>
        Not a partner yet?{' '}
        <TextLink href={registerHref} linkComponent={linkComponent}>
          Register
        </TextLink>
      </StyledLoginFooter>
    </StyledLoginForm>
  );
}
