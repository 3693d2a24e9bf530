import { Link } from 'react-router-dom';
import { byUuid, errorMessage, useQuery } from '@kola/api';
import { Button, Card, UnpaidEarnings } from '@kola/ui';
import { paths } from '../../paths';

/** The upgrade that would have paid an unpaid line: the package upgrade on the profile page. */
function UpgradeLink({ name }: { name: string }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={paths.user.profile}>Upgrade to {name}</Link>
    </Button>
  );
}

/** What went unpaid and why, with the upgrade that pays it (docs/screens/member.md#dashboard, and on the wallet page). */
export function UnpaidCard({ uuid }: { uuid: string }) {
  const unpaid = useQuery('/bonuses/{uuid}/unpaid', byUuid(uuid));
  return (
    <Card title="What went unpaid">
      <UnpaidEarnings
        unpaid={unpaid.data}
        loading={unpaid.isLoading}
        error={unpaid.error ? errorMessage(unpaid.error) : undefined}
        onRetry={() => void unpaid.mutate()}
        upgradeAction={(upgrade) => <UpgradeLink name={upgrade.name} />}
      />
    </Card>
  );
}
