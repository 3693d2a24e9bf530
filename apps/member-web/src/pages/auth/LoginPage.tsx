import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useApiClient, useClearApiCache } from '@kola/api';
import { LoginForm, useToast, type ForgotPasswordValues, type LoginValues } from '@kola/ui';
import { completeMemberLogin } from '../../auth/afterLogin';
import { paths, withEmail } from '../../paths';

/** / and /login: member login by username, and the forgot-password request. */
export function LoginPage() {
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const clearApiCache = useClearApiCache();
  const [error, setError] = useState<string | null>(null);
  const [forgotError, setForgotError] = useState<string | null>(null);

  async function login(values: LoginValues) {
    setError(null);
    try {
      const { data } = await api.POST('/auth/login', { body: values });
      await clearApiCache();
      navigate(completeMemberLogin(data!.data));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function sendResetCode({ email }: ForgotPasswordValues) {
    setForgotError(null);
    try {
      const { data } = await api.POST('/auth/reset-password-link', { body: { email, user_type: 'user' } });
      toast.show({ tone: 'success', message: data!.message });
      navigate(withEmail(paths.resetPassword, email));
    } catch (err) {
      setForgotError(errorMessage(err));
    }
  }

  return (
    <LoginForm
      onSubmit={login}
      onForgotPassword={sendResetCode}
      registerHref={paths.register}
      linkComponent={Link}
      error={error}
      forgotError={forgotError}
    />
  );
}
