import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { byUuid, errorMessage, useQuery } from '@kola/api';
import {
  Alert,
  Button,
  Card,
  NairaAmount,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_VERIFIED_MESSAGE,
  PaymentModal,
  Spinner,
  useToast,
  WelcomePanel,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { useLogout, useMember } from '../../shell';
import { MemberBankDetails } from '../../bank/MemberBankDetails';
import { ReadError } from '../../layouts/ReadError';
import { paths } from '../../paths';
import { useCardCheckout } from '../../payments/useCardCheckout';

// Layout glue only: a readable column, padded on phones.
const StyledWelcomeColumn = styled.main`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;

const StyledPayRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * The registration package and its price, then Pay Now (docs/screens/member.md#welcome,
 * docs/payments.md#card-payments).
 */
function RegistrationPayment({ regPackageId }: { regPackageId: number }) {
  const packages = useQuery('/packages/all');
  const toast = useToast();
  const navigate = useNavigate();
  const checkout = useCardCheckout({
    onVerified: ({ approved }) => {
      toast.show(
        approved
          ? { tone: 'success', message: PAYMENT_VERIFIED_MESSAGE }
          : { tone: 'info', message: PAYMENT_NOT_VERIFIED_MESSAGE },
      );
      // The member was reloaded before this runs: a paid member belongs on the dashboard.
      if (approved) void navigate(paths.user.dashboard, { replace: true });
    },
  });
  const pkg = packages.data?.find((item) => item.id === regPackageId);

  let body;
  if (packages.error) body = <Alert tone="danger">{errorMessage(packages.error)}</Alert>;
  else if (!packages.data) body = <Spinner label="Loading your package" />;
  else if (!pkg) body = <Alert tone="danger">Your registration package could not be found.</Alert>;
  else {
    body = (
      <StyledPayRow>
        <span>
          {pkg.name} package:{' '}
          <strong>
            <NairaAmount value={pkg.registration_value} />
          </strong>
        </span>
        <Button
          loading={checkout.starting}
          disabled={checkout.busy}
          onClick={() =>
            void checkout.start({
              amount: pkg.registration_value,
              description: `${pkg.name} package registration`,
              txn_source: 'package_payment',
              is_upgrade: 0,
              meta_data: { package_id: pkg.id },
            })
          }
        >
          Pay Now
        </Button>
      </StyledPayRow>
    );
  }

  return (
    <Card title="Registration payment">
      {body}
      {checkout.initiateError ? <Alert tone="danger">{checkout.initiateError}</Alert> : null}
      <PaymentModal {...checkout.modalProps} title="Pay for your registration" />
    </Card>
  );
}

/**
 * /welcome: after registration, the unpaid member sees the 7-day countdown and finishes
 * registration: bank details, then Pay Now. A paid member belongs on the dashboard.
 */
export function WelcomePage() {
  const member = useMember();
  const logout = useLogout();
  const paid = member.payment === 'approved';
  const profile = useQuery('/users/{uuid}/profile', byUuid(paid ? null : member.uuid));

  if (paid) return <Navigate to={paths.user.dashboard} replace />;

  return (
    <StyledWelcomeColumn>
      <Card>
        <WelcomePanel
          firstName={member.first_name}
          lastName={member.last_name}
          createdAt={member.created_at}
          onLogout={logout}
        >
          <Card title="Bank details">
            {profile.isLoading ? (
              <Spinner label="Loading your bank details" />
            ) : (
              <PageStack>
                {/* Saved details that could not be read are said so, not shown as an empty form. */}
                {profile.error ? (
                  <ReadError
                    title="We could not load your bank details"
                    error={profile.error}
                    onRetry={() => void profile.mutate()}
                  />
                ) : null}
                <MemberBankDetails
                  uuid={member.uuid}
                  profile={profile.data}
                  submitLabel="Save bank details"
                />
              </PageStack>
            )}
          </Card>
          <RegistrationPayment regPackageId={member.reg_package_id} />
        </WelcomePanel>
      </Card>
    </StyledWelcomeColumn>
  );
}
