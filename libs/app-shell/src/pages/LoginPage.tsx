import { useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useApiClient, useClearApiCache, type ApiClient, type LoginResult } from '@kola/api';
import { AdminLoginForm, LoginForm, useToast, type ForgotPasswordValues } from '@kola/ui';
import { finishLogin } from '../auth/finishLogin';
import type { AppShellConfig, ShellAccount, ShellPaths } from '../config';
import { withEmail } from '../routing';

/** What the login page gives the form of its variant. */
export interface LoginFormSlotProps {
  /** Sends the login call; `typedEmail` ("" for a username) helps completeLogin find the address. */
  submit: (
    call: (api: ApiClient) => Promise<{ data?: { data: LoginResult } }>,
    typedEmail: string,
  ) => Promise<void>;
  /** Mails a reset code and opens the reset page. */
  onForgotPassword: (values: ForgotPasswordValues) => Promise<void>;
  error: string | null;
  forgotError: string | null;
  paths: ShellPaths;
}

/** The login form and call of one kind of account: memberLogin or adminLogin. */
export type LoginVariant = ComponentType<LoginFormSlotProps>;

/** Members log in by username (POST /auth/login), with a link to register. */
export const memberLogin: LoginVariant = function MemberLogin({ submit, paths, ...rest }) {
  return (
    <LoginForm
      onSubmit={(values) => submit((api) => api.POST('/auth/login', { body: values }), '')}
      registerHref={paths.register ?? paths.login}
      linkComponent={Link}
      {...rest}
    />
  );
};

/** Administrators log in by email (POST /auth/admin-login). */
export const adminLogin: LoginVariant = function AdminLogin({ submit, paths: _paths, ...rest }) {
  return (
    <AdminLoginForm
      onSubmit={(values) => submit((api) => api.POST('/auth/admin-login', { body: values }), values.email)}
      {...rest}
    />
  );
};

/**
 * The login screen: the app's login form (config.login); a login step goes where completeLogin
 * says, and the forgot-password request mails a reset code and opens the reset page.
 */
export function LoginPage<A extends ShellAccount>({ config }: { config: AppShellConfig<A> }) {
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const clearApiCache = useClearApiCache();
  const [error, setError] = useState<string | null>(null);
  const [forgotError, setForgotError] = useState<string | null>(null);

  async function submit(
    call: (api: ApiClient) => Promise<{ data?: { data: LoginResult } }>,
    typedEmail: string,
  ) {
    setError(null);
    try {
      const { data } = await call(api);
      await clearApiCache();
      navigate(finishLogin(config, api, data!.data, typedEmail));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function sendResetCode({ email }: ForgotPasswordValues) {
    setForgotError(null);
    try {
      const { data } = await api.POST('/auth/reset-password-link', {
        body: { email, user_type: config.userType },
      });
      toast.show({ tone: 'success', message: data!.message });
      navigate(withEmail(config.paths.resetPassword, email));
    } catch (err) {
      setForgotError(errorMessage(err));
    }
  }

  const Form = config.login;
  return (
    <Form
      submit={submit}
      onForgotPassword={sendResetCode}
      error={error}
      forgotError={forgotError}
      paths={config.paths}
    />
  );
}
