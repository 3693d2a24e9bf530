import { errorMessage, useBankDetails, useQuery, type Profile } from '@kola/api';
import { BankDetailsForm, Spinner, useToast } from '@kola/ui';

export interface MemberBankDetailsProps {
  uuid: string;
  /** The member's profile (GET /users/{uuid}/profile); undefined when it could not be read. */
  profile: Profile | undefined;
  submitLabel?: string;
  /** After the details were saved (the profile is already reloaded). */
  onSaved?: () => void;
}

/**
 * The bank-details form of welcome, wallet and profile (docs/screens/member.md#bank-details): banks from GET
 * /payments/banks, the holder's name resolved by the provider, saved with PUT
 * /users/{uuid}/update-bank-details. Editable while the profile's bank_editable is true (a profile that could
 * not be read is taken as editable; the server still decides).
 */
export function MemberBankDetails({ uuid, profile, submitLabel, onSaved }: MemberBankDetailsProps) {
  const banks = useQuery('/payments/banks');
  const bank = useBankDetails(uuid);
  const toast = useToast();

  if (banks.isLoading) return <Spinner label="Loading banks" />;

  const bankList = banks.data ?? [];
  return (
    <BankDetailsForm
      // New saved details from the server start a fresh form.
      key={`${profile?.bank_code ?? ''}|${profile?.bank_account_number ?? ''}`}
      banks={bankList}
      defaultValues={profile}
      bankEditable={profile?.bank_editable ?? true}
      onResolve={(bankCode, accountNumber) =>
        bank.resolveAccountName({
          bank_name: bankList.find((item) => item.code === bankCode)?.bank ?? '',
          bank_code: bankCode,
          account_number: accountNumber,
        })
      }
      onSubmit={async (values) => {
        const message = await bank.update(values);
        if (message === null) return;
        toast.show({ tone: 'success', message });
        onSaved?.();
      }}
      submitting={bank.saving}
      error={bank.error ?? (banks.error ? errorMessage(banks.error) : null)}
      {...(submitLabel ? { submitLabel } : {})}
    />
  );
}
