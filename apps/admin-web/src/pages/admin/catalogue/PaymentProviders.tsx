import { useEffect, useState } from 'react';
import { type components, errorMessage, useMutation, useQuery } from '@kola/api';
import { Button, Card, Select, Spinner, useToast } from '@kola/ui';
import { StyledProviderForm, StyledProviderRows } from './catalogue.styles';
import { LoadError } from './LoadError';

type ServiceKind = components['schemas']['ServiceKind'];
type ProductService = components['schemas']['ProductService'];
type ServiceProvider = components['schemas']['ServiceProvider'];

const SERVICES: { service: ServiceKind; label: string }[] = [
  { service: 'payment', label: 'Card payments (registrations, upgrades, stock)' },
  { service: 'payout', label: 'Bank payouts (withdrawals)' },
];

function ServiceRow({
  service,
  label,
  assignment,
  providers,
  onSave,
}: {
  service: ServiceKind;
  label: string;
  assignment: ProductService | undefined;
  providers: readonly ServiceProvider[];
  onSave: (service: ServiceKind, providerId: number, assignment: ProductService | undefined) => Promise<void>;
}) {
  const current = assignment ? String(assignment.service_provider_id) : '';
  const [choice, setChoice] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => setChoice(current), [current]);

  return (
    <StyledProviderForm
      noValidate
      aria-label={label}
      onSubmit={async (event) => {
        event.preventDefault();
        setError(undefined);
        setSaving(true);
        try {
          await onSave(service, Number(choice), assignment);
        } catch (err) {
          // The server's reason, e.g. the sandbox refused in production (422); nothing changed.
          setError(errorMessage(err));
        } finally {
          setSaving(false);
        }
      }}
    >
      <Select
        label={label}
        placeholder="Choose a provider"
        options={providers.map((provider) => ({ value: String(provider.id), label: provider.name }))}
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value);
          setError(undefined);
        }}
        hint={`In use: ${assignment ? assignment.service_provider.name : "none chosen (the server's default)"}`}
        error={error}
        disabled={saving}
      />
      <Button type="submit" loading={saving} disabled={!choice || choice === current}>
        Save
      </Button>
    </StyledProviderForm>
  );
}

/**
 * The payment provider in use (docs/payments.md#providers): which provider (GET /service-providers)
 * serves card payments and which serves bank payouts (GET /product-services). Save switches one
 * service (PUT /product-services/{id}/update, or POST /product-services/create when it has none);
 * payments already started finish with their provider. A refusal, such as the sandbox in production,
 * shows under the select.
 */
export function PaymentProviders() {
  const providers = useQuery('/service-providers');
  const services = useQuery('/product-services');
  const stale = (read: string) => read.startsWith('/product-services');
  const create = useMutation('post', '/product-services/create', { revalidates: stale });
  const update = useMutation('put', '/product-services/{id}/update', { revalidates: stale });
  const toast = useToast();
  const failure = providers.error ?? services.error;

  const save = async (service: ServiceKind, providerId: number, assignment: ProductService | undefined) => {
    const answer = assignment
      ? await update.trigger({
          params: { path: { id: assignment.id } },
          body: { service_provider_id: providerId },
        })
      : await create.trigger({ body: { service, service_provider_id: providerId } });
    toast.show({ tone: 'success', message: answer.message });
  };

  let body;
  if (failure) {
    body = (
      <LoadError
        message={errorMessage(failure)}
        onRetry={() => {
          if (providers.error) void providers.mutate();
          if (services.error) void services.mutate();
        }}
      />
    );
  } else if (providers.isLoading || services.isLoading) {
    body = <Spinner label="Loading the payment providers" />;
  } else {
    body = (
      <StyledProviderRows>
        {SERVICES.map(({ service, label }) => (
          <ServiceRow
            key={service}
            service={service}
            label={label}
            assignment={services.data?.find((item) => item.service === service)}
            providers={providers.data ?? []}
            onSave={save}
          />
        ))}
      </StyledProviderRows>
    );
  }
  return <Card title="Payment provider">{body}</Card>;
}
