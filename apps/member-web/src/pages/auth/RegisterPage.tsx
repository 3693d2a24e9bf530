import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, useApiClient, usePackages } from '@kola/api';
import { Alert, RegisterForm, Spinner, useToast, type RegisterValues } from '@kola/ui';
import { REGISTRATION_TERMS } from '../../content/registrationTerms';
import { paths, withEmail } from '../../paths';

/**
 * /register?ref=<upline>&placer=<sponsor>: a visitor registers as a partner. Without an upline the
 * server places them in the first free position under the sponsor or the company
 * (docs/trees-and-placement.md#spill-over).
 */
export function RegisterPage() {
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const packages = usePackages();
  const [error, setError] = useState<string | null>(null);

  async function register(values: RegisterValues) {
    setError(null);
    try {
      const { data } = await api.POST('/auth/register', { body: values });
      toast.show({ tone: 'success', message: data!.message });
      navigate(withEmail(paths.emailConfirmation, values.email));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  if (packages.isLoading) return <Spinner label="Loading packages" />;
  if (packages.error) return <Alert tone="danger">{errorMessage(packages.error)}</Alert>;

  return (
    <RegisterForm
      packages={packages.data ?? []}
      defaultValues={{ referrer: params.get('ref') ?? '', placer: params.get('placer') ?? '' }}
      onSubmit={register}
      termsText={REGISTRATION_TERMS}
      error={error}
      loginHref={paths.login}
      linkComponent={Link}
    />
  );
}
