import { useState } from 'react';
import {
  BankDetailsForm,
  NO_BANK_DETAILS_TEXT,
  type BankDetailsValues,
  type BankListItem,
} from '../BankDetailsForm/BankDetailsForm';
import { Card } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import { StyledSwitchInput, StyledSwitchLabel } from '../TwoFactorToggle/TwoFactorToggle.styles';
import { StyledFactList, StyledPanel } from './MemberDetailTabs.styles';
import type { MemberBankProfile } from './MemberDetailTabsPanels';

// The Bank Details tab: its own module, loaded when the tab opens (its form brings zod and
// react-hook-form; docs/adr/0014-static-delivery.md).

function SavingSwitch({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (next: boolean) => Promise<unknown> | void;
  label: (checked: boolean) => string;
}) {
  const [pending, setPending] = useState(false);
  return (
    <StyledSwitchLabel data-disabled={pending ? 'true' : undefined}>
      <StyledSwitchInput
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-busy={pending || undefined}
        disabled={pending}
        onChange={async (event) => {
          setPending(true);
          try {
            await onChange(event.target.checked);
          } catch {
            // The page reports the failure.
          } finally {
            setPending(false);
          }
        }}
      />
      {label(checked)}
      {pending ? <Spinner size="sm" label="Saving" /> : null}
    </StyledSwitchLabel>
  );
}

export function MemberDetailTabsBank({
  profile,
  active,
  bankOptions,
  onResolveBank,
  onUpdateBank,
  onToggleBankEditable,
}: {
  profile: MemberBankProfile | undefined;
  active: boolean;
  bankOptions?: readonly BankListItem[] | undefined;
  onResolveBank?: ((bankCode: string, accountNumber: string) => Promise<string>) | undefined;
  onUpdateBank?: ((values: BankDetailsValues) => Promise<unknown> | void) | undefined;
  onToggleBankEditable?: ((editable: boolean) => Promise<unknown> | void) | undefined;
}) {
  if (!profile) return <Spinner label="Loading bank details" />;
  const submitted = Boolean(profile.bank_name && profile.bank_account_number);
  return (
    <StyledPanel>
      {active && onToggleBankEditable ? (
        <Card title="Member may edit bank details">
          <SavingSwitch
            checked={profile.bank_editable}
            onChange={onToggleBankEditable}
            label={(on) => (on ? 'Bank editing enabled' : 'Bank editing disabled')}
          />
        </Card>
      ) : null}
      <Card title="Bank details">
        {submitted ? (
          <StyledFactList>
            <dt>Bank name</dt>
            <dd>{profile.bank_name}</dd>
            <dt>Account name</dt>
            <dd>{profile.bank_account_name}</dd>
            <dt>Account number</dt>
            <dd>{profile.bank_account_number}</dd>
          </StyledFactList>
        ) : (
          <EmptyState text={NO_BANK_DETAILS_TEXT} />
        )}
      </Card>
      {active && onUpdateBank && onResolveBank ? (
        <Card title="Update bank details">
          <BankDetailsForm
            banks={bankOptions ?? []}
            loadingBanks={bankOptions === undefined}
            bankEditable
            defaultValues={{
              bank_name: profile.bank_name,
              bank_code: profile.bank_code ?? null,
              bank_account_number: profile.bank_account_number,
              bank_account_name: profile.bank_account_name,
            }}
            onResolve={onResolveBank}
            onSubmit={onUpdateBank}
          />
        </Card>
      ) : null}
    </StyledPanel>
  );
}
