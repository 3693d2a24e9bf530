import { useSearchParams } from 'react-router-dom';
import { PageHeader, Tabs } from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { RegistrationsTab } from './transactions/RegistrationsTab';
import { RepurchasesTab } from './transactions/RepurchasesTab';
import { StockistsTab } from './transactions/StockistsTab';
import { WithdrawalsTab } from './transactions/WithdrawalsTab';

const TABS = ['withdrawals', 'registrations', 'repurchases', 'stockists'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /admin/transactions (docs/screens/back-office.md#transactions): Withdrawal History, Registration
 * History, Product Repurchase History and Stockist History, with their approvals. The open tab is in the address (`?tab=stockists`), so a reload
 * or a shared link opens the same one; only the open tab reads the API.
 */
export function TransactionsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'withdrawals';
  return (
    <PageStack>
      <PageHeader
        title="Transactions"
        description="Withdrawals, registrations, repurchases and stockists, with what awaits a decision."
      />
      <Tabs
        label="Transactions"
        value={tab}
        onValueChange={(next) => setParams(next === 'withdrawals' ? {} : { tab: next }, { replace: true })}
        items={[
          { value: 'withdrawals', label: 'Withdrawal History', content: <WithdrawalsTab /> },
          { value: 'registrations', label: 'Registration History', content: <RegistrationsTab /> },
          { value: 'repurchases', label: 'Product Repurchase History', content: <RepurchasesTab /> },
          { value: 'stockists', label: 'Stockist History', content: <StockistsTab /> },
        ]}
      />
    </PageStack>
  );
}
