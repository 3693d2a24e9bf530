import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginTokenStore, useApiClient, useTwoFactorLogin } from '@kola/api';
import { Alert, CodeForm, MissingEmailWarning, TextLink, useToast, type CodeValues } from '@kola/ui';
import { finishLogin } from '../auth/finishLogin';
import type { AppShellConfig, ShellAccount } from '../config';

/**
 * The 2FA page (`?email=`): the code is mailed on load (bound to the password login by its
 * login_token); Authenticate finishes the login and goes where the app's completeLogin says.
 */
export function TwoFactorAuthPage<A extends ShellAccount>({ config }: { config: AppShellConfig<A> }) {
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const email = useSearchParams()[0].get('email')?.trim() ?? '';
  const [loginToken] = useState(() => loginTokenStore.get());
  const twoFactor = useTwoFactorLogin({
    email,
    userType: config.userType,
    loginToken,
    onCodeSent: (message) => toast.show({ tone: 'success', message }),
  });

  if (!email) return <MissingEmailWarning />;
  if (!loginToken) {
    return (
      <Alert tone="warning" title="Your login has expired">
        Please{' '}
        <TextLink href={config.paths.login} linkComponent={Link}>
          log in again
        </TextLink>{' '}
        to receive a new code.
      </Alert>
    );
  }

  async function authenticate(values: CodeValues) {
    const result = await twoFactor.authenticate(values);
    if (result) navigate(finishLogin(config, api, result, email));
  }

  return (
    <CodeForm
      email={email}
      submitLabel="Authenticate"
      onSubmit={authenticate}
      onResend={twoFactor.resend}
      resending={twoFactor.resending}
      error={twoFactor.error}
    />
  );
}
