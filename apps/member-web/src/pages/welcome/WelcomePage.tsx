import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Card, ComingSoon, WelcomePanel } from '@kola/ui';
import { useLogout } from '../../auth/useLogout';
import { useMember } from '../../layouts/RequireMember';
import { paths } from '../../paths';

// Layout glue only: a readable column, padded on phones.
const StyledWelcomeColumn = styled.main`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;

/**
 * /welcome: after registration, the unpaid member sees the 7-day countdown and finishes
 * registration (bank details, then Pay Now). A paid member belongs on the dashboard.
 */
export function WelcomePage() {
  const member = useMember();
  const logout = useLogout();

  if (member.payment === 'approved') return <Navigate to={paths.user.dashboard} replace />;

  return (
    <StyledWelcomeColumn>
      <Card>
        <WelcomePanel
          firstName={member.first_name}
          lastName={member.last_name}
          createdAt={member.created_at}
          onLogout={logout}
        >
          <ComingSoon
            title="Bank details and payment"
            description="Here you will add the bank account your withdrawals are paid into, then press Pay Now to pay for your registration package by card. The payment window stays open for 2 minutes and your dashboard opens once the payment is verified."
          />
        </WelcomePanel>
      </Card>
    </StyledWelcomeColumn>
  );
}
