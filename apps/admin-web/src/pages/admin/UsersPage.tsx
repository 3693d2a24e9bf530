import { PlaceholderPage } from '@kola/app-shell';

/** /admin/users: the members list and per-member tabs (docs/screens/back-office.md#members). */
export function UsersPage() {
  return (
    <PlaceholderPage
      title="Members"
      comingSoon="Every member with the All, Active, Inactive and Stockists filters, search and pages; each member's profile, network structure, bank details, password, login 2FA, messages, wallet, dashboard, orders and stockist record."
    />
  );
}
