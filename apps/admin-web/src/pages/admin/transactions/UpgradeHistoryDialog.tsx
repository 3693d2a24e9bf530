import { errorMessage } from '@kola/api';
import { UpgradeHistoryModal } from '@kola/ui';

/** A row of either upgrade history (a member's package upgrades, or a store's). */
interface UpgradeRecord {
  id: number;
  previous_package: string;
  new_package: string;
  amount: number;
  status: string;
  created_at: string;
}

/** The read of one history (GET /payments/{uuid}/user-upgrade-history or /payments/{id}/stockist-upgrade-history). */
interface HistoryRead {
  data?: { data: readonly UpgradeRecord[] } | undefined;
  isLoading: boolean;
  error?: unknown;
  mutate: () => unknown;
}

/** The upgrade history of the row whose View was clicked (Registration History, Stockist History). */
export function UpgradeHistoryDialog({
  name,
  history,
  onClose,
}: {
  /** Whose history; undefined while closed. */
  name: string | undefined;
  history: HistoryRead;
  onClose: () => void;
}) {
  return (
    <UpgradeHistoryModal
      name={name}
      entries={(history.data?.data ?? []).map((entry) => ({
        id: entry.id,
        previous_package: entry.previous_package,
        package: entry.new_package,
        amount: entry.amount,
        status: entry.status,
        created_at: entry.created_at,
      }))}
      loading={history.isLoading}
      error={history.error ? errorMessage(history.error) : undefined}
      onRetry={() => void history.mutate()}
      open={name !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
