import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, useApiClient } from '@kola/api';
import { CodeForm, MissingEmailWarning, useToast, type CodeValues } from '@kola/ui';
import { paths } from '../../paths';

/** /email-confirmation?email=: enter the mailed code; resend it. Without an email: a warning, no call. */
export function EmailConfirmationPage() {
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const email = useSearchParams()[0].get('email')?.trim() ?? '';
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  if (!email) return <MissingEmailWarning />;

  async function confirm({ code }: CodeValues) {
    setError(null);
    try {
      const { data } = await api.POST('/auth/email-confirmation', { body: { email, code } });
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
      const { data } = await api.POST('/auth/resend-email-confirmation', { body: { email } });
      toast.show({ tone: 'success', message: data!.message });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setResending(false);
    }
  }

  return (
    <CodeForm
      email={email}
      submitLabel="Confirm"
      onSubmit={confirm}
      onResend={resend}
      resending={resending}
      error={error}
    />
  );
}
