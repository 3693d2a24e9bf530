import { errorMessage, useMutation, useQuery, type components } from '@kola/api';
import {
  AdminDashboardStats,
  AdminMessageForm,
  AdminWalletCards,
  BonusesByKindChart,
  FRONT_PAGE_NOTIFICATION_DISABLED,
  FRONT_PAGE_NOTIFICATION_ENABLED,
  MonthlyRepurchasesChart,
  PageHeader,
  RegistrationsChart,
  useToast,
  type AdminMessageValues,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { StyledDashboardColumns } from './dashboard/DashboardPage.styles';

type SettingsUpdate = components['schemas']['SettingsUpdateRequest'];

const firstError = (...errors: unknown[]) => {
  const error = errors.find(Boolean);
  return error ? errorMessage(error) : undefined;
};

/**
 * /admin/dashboard (docs/screens/back-office.md#dashboard): registration totals, pick-up and bonus
 * statistics, the company wallet, the charts (registrations and revenue by week, bonuses paid by
 * kind, monthly repurchases), and the two message forms: the
 * front-page notification (its switch saves at once) and the general message every member's
 * dashboard shows. Both forms save through PUT /settings/update, sending only their own fields.
 */
export function DashboardPage() {
  const toast = useToast();
  const registrations = useQuery('/users/total-registrations');
  const registrationPv = useQuery('/users/total-registration-pv');
  const pickups = useQuery('/purchases/pickup-stats');
  const bonuses = useQuery('/bonuses/bonus-stats');
  const wallet = useQuery('/bonuses/company-wallet-balance');
  const monthly = useQuery('/purchases/monthly-repurchases');
  // The last 12 ISO weeks, and the bonuses of the last 30 days (the server's defaults).
  const weekly = useQuery('/users/registrations-by-week');
  const bonusKinds = useQuery('/bonuses/paid-by-kind');
  const settings = useQuery('/settings/all');
  const update = useMutation('put', '/settings/update', {
    revalidates: (read) => read === '/settings/all',
  });

  const statsError = firstError(registrations.error, registrationPv.error, pickups.error, bonuses.error);
  const retryStats = () => {
    void registrations.mutate();
    void registrationPv.mutate();
    void pickups.mutate();
    void bonuses.mutate();
  };

  /** Saves some settings; the toast says how it went, and a failure rejects (the form keeps what was typed). */
  const save = async (body: SettingsUpdate, success?: string) => {
    try {
      const answer = await update.trigger({ body });
      toast.show({ tone: 'success', message: success ?? answer.message });
    } catch (error) {
      toast.show({ tone: 'danger', message: errorMessage(error) });
      throw error;
    }
  };
  const saveMessage = (values: AdminMessageValues) => save(values).catch(() => undefined);

  return (
    <PageStack>
      <PageHeader title="Dashboard" description="The business at a glance, and the messages members read." />
      <AdminDashboardStats
        registrations={
          registrations.data
            ? {
                ...registrations.data,
                ...(registrationPv.data !== undefined ? { pv: registrationPv.data } : {}),
              }
            : undefined
        }
        pickups={pickups.data}
        bonuses={bonuses.data}
        error={statsError}
        onRetry={retryStats}
      />
      <AdminWalletCards
        wallet={wallet.data}
        loading={wallet.isLoading}
        error={wallet.error ? errorMessage(wallet.error) : undefined}
        onRetry={() => void wallet.mutate()}
      />
      <StyledDashboardColumns>
        <RegistrationsChart
          data={weekly.data}
          loading={weekly.isLoading}
          error={weekly.error ? errorMessage(weekly.error) : undefined}
          onRetry={() => void weekly.mutate()}
        />
        <BonusesByKindChart
          data={bonusKinds.data}
          loading={bonusKinds.isLoading}
          error={bonusKinds.error ? errorMessage(bonusKinds.error) : undefined}
          onRetry={() => void bonusKinds.mutate()}
        />
      </StyledDashboardColumns>
      <MonthlyRepurchasesChart
        data={monthly.data}
        loading={monthly.isLoading}
        error={monthly.error ? errorMessage(monthly.error) : undefined}
        onRetry={() => void monthly.mutate()}
      />
      <StyledDashboardColumns>
        <AdminMessageForm
          variant="front-page"
          subject={settings.data?.home_page_message_subject}
          message={settings.data?.home_page_message}
          enabled={settings.data?.show_front_page_message ?? false}
          loading={settings.isLoading}
          error={settings.error ? errorMessage(settings.error) : undefined}
          onSubmit={saveMessage}
          onToggle={(enabled) =>
            save(
              { show_front_page_message: enabled },
              enabled ? FRONT_PAGE_NOTIFICATION_ENABLED : FRONT_PAGE_NOTIFICATION_DISABLED,
            )
          }
        />
        <AdminMessageForm
          variant="general"
          subject={settings.data?.general_message_subject}
          message={settings.data?.general_message}
          loading={settings.isLoading}
          error={settings.error ? errorMessage(settings.error) : undefined}
          onSubmit={saveMessage}
        />
      </StyledDashboardColumns>
    </PageStack>
  );
}
