import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, useApiClient } from '@kola/api';
import { MissingEmailWarning, ResetPasswordForm, useToast, type ResetPasswordValues } from '@kola/ui';
import { paths } from '../../paths';

/** /reset-password?email=: the mailed code and a new password; resend. Without an email: a warning, no call. */
export function ResetPasswordPage() {
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const email = useSearchParams()[0].get('email')?.trim() ?? '';
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  if (!email) return <MissingEmailWarning />;

  async function reset(values: ResetPasswordValues) {
    setError(null);
    try {
      const { data } = await api.POST('/auth/reset-password', {
        body: { ...values, email, user_type: 'user' },
      });
      toast.show({ tone: 'success', message: data!.message });
      navigate(paths.login);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function resend() {
    setError(null);
    setResending(true);
    try {
      const { data } = await api.POST('/auth/reset-password-link', { body: { email, user_type: 'user' } });
      toast.show({ tone: 'success', message: data!.message });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setResending(false);
    }
  }

  return (
    <ResetPasswordForm
      email={email}
      onSubmit={reset}
      onResend={resend}
      resending={resending}
      loginHref={paths.login}
      linkComponent={Link}
      error={error}
    />
  );
}
