import { errorMessage, useQuery, type components } from '@kola/api';
import {
  chargeSetting,
  PageHeader,
  ProviderBalanceCard,
  SETTING_CARDS,
  SETTING_SCREENS,
  showsChargeCap,
  withdrawalPeriodSetting,
  type SettingConfig,
  type SettingName,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { SettingsCards } from './settings/SettingsCards';
import { usePlanChange } from './settings/usePlanChange';

type Settings = components['schemas']['Settings'];

/**
 * The withdrawal cards follow the saved values (docs/screens/back-office.md#withdrawal-settings): the
 * charge is a percentage or a naira amount by the charge type, the cap is asked only for a percentage,
 * the payout period lists weekdays or month days by the payout type; the minimum may not pass the
 * maximum.
 */
export function withdrawalCard(name: SettingName, settings: Settings | undefined): SettingConfig | null {
  const chargeType = settings?.withdrawal_charge_type ?? 'percentage';
  switch (name) {
    case 'charge':
      return chargeSetting(chargeType);
    case 'withdrawal_charge_cap':
      return showsChargeCap(chargeType) ? SETTING_CARDS.withdrawal_charge_cap : null;
    case 'withdrawal_period':
      return withdrawalPeriodSetting(settings?.withdrawal_type ?? 'monthly');
    case 'minimum_withdrawal':
      return {
        ...SETTING_CARDS.minimum_withdrawal,
        validate: (raw) =>
          settings && Number(raw) > settings.maximum_withdrawal
            ? 'minimum withdrawal is invalid: it is above the maximum withdrawal'
            : null,
      };
    case 'maximum_withdrawal':
      return {
        ...SETTING_CARDS.maximum_withdrawal,
        validate: (raw) =>
          settings && Number(raw) < settings.minimum_withdrawal
            ? 'maximum withdrawal is invalid: it is below the minimum withdrawal'
            : null,
      };
    default:
      return SETTING_CARDS[name];
  }
}

/**
 * /admin/withdrawal-settings (docs/screens/back-office.md#withdrawal-settings): the unit point value,
 * minimum and maximum withdrawal, the charge, the automated payout, each card previewed then saved
 * alone; and the payment provider's balance with Reload Data (GET /payments/provider-wallet-balance).
 */
export function WithdrawalSettingsPage() {
  const plan = usePlanChange();
  const provider = useQuery('/payments/provider-wallet-balance');
  return (
    <PageStack>
      <PageHeader
        title="Withdrawal Settings"
        description="The naira value of 1 PV, the withdrawal limits and charge, the automated payout schedule and the payment provider's balance."
      />
      <ProviderBalanceCard
        balance={provider.data}
        loading={provider.isLoading}
        reloading={provider.isValidating && !provider.isLoading}
        error={provider.error ? errorMessage(provider.error) : undefined}
        onReload={() => void provider.mutate()}
      />
      <SettingsCards names={SETTING_SCREENS['withdrawal-settings']} configFor={withdrawalCard} plan={plan} />
      {plan.dialog}
    </PageStack>
  );
}
