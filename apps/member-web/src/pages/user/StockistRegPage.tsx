import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useFlowError, useMutation, useQuery, type components } from '@kola/api';
import {
  Alert,
  PageHeader,
  Spinner,
  StockistRegistrationForm,
  StockistStatusNotice,
  TextLink,
  useToast,
  type StockistRegistrationValues,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { ReadError } from '../../layouts/ReadError';
import { paths } from '../../paths';
import { toFormData } from '../../stockist/formData';
import { useOwnStore } from '../../stockist/useOwnStore';

/** The registration form and what it needs: the stockist packages and the company accounts. */
function RegistrationForm({ onRegistered }: { onRegistered: () => Promise<unknown> }) {
  const toast = useToast();
  const packages = useQuery('/stockist-packages/all');
  const banks = useQuery('/banks/all');
  const create = useMutation('post', '/stockists/create');
  const submission = useFlowError();

  if (packages.isLoading) return <Spinner label="Loading the stockist packages" />;
  if (packages.error) {
    return (
      <ReadError
        title="We could not load the stockist packages"
        error={packages.error}
        onRetry={() => void packages.mutate()}
      />
    );
  }

  const register = async (values: StockistRegistrationValues) => {
    const answer = await submission.run(() =>
      create.trigger({
        // The typed body says what the form holds; the serializer sends it as multipart with the receipt.
        body: values as unknown as components['schemas']['StockistCreateRequest'],
        bodySerializer: () => toFormData({ ...values }),
      }),
    );
    if (!answer) return;
    toast.show({ tone: 'success', message: answer.message });
    await onRegistered();
  };

  return (
    <StockistRegistrationForm
      packages={packages.data ?? []}
      banks={banks.data ?? []}
      banksLoading={banks.isLoading}
      onSubmit={register}
      submitting={create.isMutating}
      error={submission.error ?? (banks.error ? errorMessage(banks.error) : null)}
    />
  );
}

/**
 * /user/stockist_reg (docs/screens/stockist.md#stockist-registration): the disclaimer, the store form with
 * its live preview, the package and the receipt of the transfer to a company account. A registration
 * awaiting approval shows as such; a disapproved one offers to apply again; a stockist is sent to the
 * stockist profile.
 */
export function StockistRegPage() {
  const { store, approved, loading, error, reload } = useOwnStore();
  const [applyingAgain, setApplyingAgain] = useState(false);

  const body = () => {
    if (loading) return <Spinner label="Loading your stockist registration" />;
    if (error) {
      return (
        <ReadError
          title="We could not load your stockist registration"
          error={error}
          onRetry={() => void reload()}
        />
      );
    }
    if (store && approved) {
      return (
        <Alert tone="success" title="You are a stockist">
          {store.store_name} is approved. Manage it from{' '}
          <TextLink href={paths.user.stockistProfile} linkComponent={Link}>
            Stockist Profile
          </TextLink>
          .
        </Alert>
      );
    }
    if (store?.stockist_status === 'pending') return <StockistStatusNotice state="pending" store={store} />;
    if (store?.stockist_status === 'disapproved' && !applyingAgain) {
      return (
        <StockistStatusNotice state="disapproved" store={store} onApplyAgain={() => setApplyingAgain(true)} />
      );
    }
    return (
      <RegistrationForm
        onRegistered={async () => {
          setApplyingAgain(false);
          await reload();
        }}
      />
    );
  };

  return (
    <PageStack>
      <PageHeader
        title="Become a Stockist"
        description="Run a pick-up store: members collect their products from you and you earn a rebate on every order you fulfil."
      />
      {body()}
    </PageStack>
  );
}
