import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginTokenStore, useTwoFactorLogin } from '@kola/api';
import { Alert, CodeForm, MissingEmailWarning, TextLink, useToast, type CodeValues } from '@kola/ui';
import { completeMemberLogin } from '../../auth/afterLogin';
import { paths } from '../../paths';

/**
 * /two-factor-auth?email=: the code is mailed on load (bound to the password login by its
 * login_token); Authenticate finishes the login.
 */
export function TwoFactorAuthPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const email = useSearchParams()[0].get('email')?.trim() ?? '';
  const [loginToken] = useState(() => loginTokenStore.get());
  const twoFactor = useTwoFactorLogin({
    email,
    userType: 'user',
    loginToken,
    onCodeSent: (message) => toast.show({ tone: 'success', message }),
  });

  if (!email) return <MissingEmailWarning />;
  if (!loginToken) {
    return (
      <Alert tone="warning" title="Your login has expired">
        Please{' '}
        <TextLink href={paths.login} linkComponent={Link}>
          log in again
        </TextLink>{' '}
        to receive a new code.
      </Alert>
    );
  }

  async function authenticate(values: CodeValues) {
    const result = await twoFactor.authenticate(values);
    if (result) navigate(completeMemberLogin(result, email));
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
