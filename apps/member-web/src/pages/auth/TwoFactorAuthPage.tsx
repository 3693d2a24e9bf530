import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, useApiClient } from '@kola/api';
import { Alert, CodeForm, MissingEmailWarning, TextLink, useToast, type CodeValues } from '@kola/ui';
import { completeMemberLogin } from '../../auth/afterLogin';
import { loginTokenStore } from '../../auth/loginToken';
import { useClearApiCache } from '../../auth/useClearApiCache';
import { paths } from '../../paths';

/**
 * /two-factor-auth?email=: the code is mailed on load (bound to the password login by its
 * login_token); Authenticate finishes the login.
 */
export function TwoFactorAuthPage() {
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const clearApiCache = useClearApiCache();
  const email = useSearchParams()[0].get('email')?.trim() ?? '';
  const [loginToken] = useState(() => loginTokenStore.get());
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const sentOnLoad = useRef(false);

  async function send() {
    if (!loginToken) return;
    setError(null);
    setResending(true);
    try {
      const { data } = await api.POST('/auth/send-2fa-verification-email', {
        body: { email, user_type: 'user', login_token: loginToken },
      });
      toast.show({ tone: 'success', message: data!.message });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setResending(false);
    }
  }

  useEffect(() => {
    if (!email || !loginToken || sentOnLoad.current) return;
    sentOnLoad.current = true;
    void send();
    // Once per visit: a new code replaces the previous one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email, loginToken]);

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

  async function authenticate({ code }: CodeValues) {
    setError(null);
    try {
      const { data } = await api.POST('/auth/authenticate-2fa', {
        body: { email, code, user_type: 'user', login_token: loginToken! },
      });
      await clearApiCache();
      navigate(completeMemberLogin(data!.data, email));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <CodeForm
      email={email}
      submitLabel="Authenticate"
      onSubmit={authenticate}
      onResend={send}
      resending={resending}
      error={error}
    />
  );
}
