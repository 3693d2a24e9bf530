import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Card } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import {
  StyledBankGrid,
  StyledBankItem,
  StyledBankLine,
  StyledBankName,
  StyledBankNumber,
} from './CompanyBankAccounts.styles';

/** A company bank account (docs/screens/back-office.md#records). */
export interface CompanyBank {
  id: number;
  bank_name: string;
  bank_account_name: string;
  bank_account_number: string;
}

export const NO_COMPANY_BANKS = 'There are no company bank accounts';

export interface CompanyBankAccountsProps {
  banks: CompanyBank[];
  title?: ReactNode;
  /** Shown above the accounts, e.g. what to pay. */
  intro?: ReactNode;
  loading?: boolean;
  error?: string | null | undefined;
}

/**
 * The company accounts a member pays into for a stockist registration or upgrade
 * (docs/screens/stockist.md#stockist-registration, docs/screens/stockist.md#stockist-profile).
 */
export function CompanyBankAccounts({
  banks,
  title = 'Company bank accounts',
  intro = 'Pay the package price into one of these accounts, then upload the receipt.',
  loading = false,
  error,
}: CompanyBankAccountsProps) {
  let body: ReactNode;
  if (loading) {
    body = <Spinner label="Loading bank accounts" />;
  } else if (error) {
    body = <Alert tone="danger">{error}</Alert>;
  } else if (banks.length === 0) {
    body = <EmptyState text={NO_COMPANY_BANKS} />;
  } else {
    body = (
      <>
        {intro ? <StyledBankLine>{intro}</StyledBankLine> : null}
        <StyledBankGrid>
          {banks.map((bank) => (
            <StyledBankItem key={bank.id}>
              <StyledBankName>{bank.bank_name}</StyledBankName>
              <StyledBankLine>{bank.bank_account_name}</StyledBankLine>
              <StyledBankLine>
                Account number: <StyledBankNumber>{bank.bank_account_number}</StyledBankNumber>
              </StyledBankLine>
            </StyledBankItem>
          ))}
        </StyledBankGrid>
      </>
    );
  }
  return <Card title={title}>{body}</Card>;
}
