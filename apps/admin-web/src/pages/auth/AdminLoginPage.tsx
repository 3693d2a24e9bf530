import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useApiClient, useClearApiCache } from '@kola/api';
import { AdminLoginForm, useToast, type AdminLoginValues, type ForgotPasswordValues } from '@kola/ui';
import { completeAdminLogin } from '../../auth/afterLogin';
import { paths, withEmail } from '../../paths';

/** /admin-login: administrator login by email, and the reset-code request. */
export function AdminLoginPage() {
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const clearApiCache = useClearApiCache();
  const [error, setError] = useState<string | null>(null);
  const [forgotError, setForgotError] = useState<string | null>(null);

  async function login(values: AdminLoginValues) {
    setError(null);
    try {
      const { data } = await api.POST('/auth/admin-login', { body: values });
      await clearApiCache();
      navigate(completeAdminLogin(data!.data, values.email));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function sendResetCode({ email }: ForgotPasswordValues) {
    setForgotError(null);
    try {
      const { data } = await api.POST('/auth/reset-password-link', { body: { email, user_type: 'admin' } });
      toast.show({ tone: 'success', message: data!.message });
      navigate(withEmail(paths.resetPassword, email));
    } catch (err) {
      setForgotError(errorMessage(err));
    }
  }

  return (
    <AdminLoginForm
      onSubmit={login}
      onForgotPassword={sendResetCode}
      error={error}
      forgotError={forgotError}
    />
  );
}
