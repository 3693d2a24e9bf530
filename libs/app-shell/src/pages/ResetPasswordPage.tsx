import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useResetPassword } from '@kola/api';
import { MissingEmailWarning, ResetPasswordForm, useToast, type ResetPasswordValues } from '@kola/ui';
import type { AppShellConfig, ShellAccount } from '../config';

/** The reset page (`?email=`): the mailed code and a new password; resend. Without an email: a warning, no call. */
export function ResetPasswordPage<A extends ShellAccount>({ config }: { config: AppShellConfig<A> }) {
  const navigate = useNavigate();
  const toast = useToast();
  const email = useSearchParams()[0].get('email')?.trim() ?? '';
  const resetPassword = useResetPassword({ email, userType: config.userType });

  if (!email) return <MissingEmailWarning />;

  async function reset(values: ResetPasswordValues) {
    const message = await resetPassword.reset(values);
    if (message === null) return;
    toast.show({ tone: 'success', message });
    navigate(config.paths.login);
  }

  async function resend() {
    const message = await resetPassword.resend();
    if (message !== null) toast.show({ tone: 'success', message });
  }

  return (
    <ResetPasswordForm
      email={email}
      onSubmit={reset}
      onResend={resend}
      resending={resetPassword.resending}
      loginHref={config.paths.login}
      linkComponent={Link}
      error={resetPassword.error}
    />
  );
}
