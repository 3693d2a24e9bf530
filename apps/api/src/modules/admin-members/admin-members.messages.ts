/** Every text the back office's member reads answer (docs/screens/back-office.md#members-list). */
export const AMM = {
  members: 'Members',
  searchResults: 'Members found',
  activeMembers: 'Active members',
  packagePayments: 'Package payments',
  upgradedMembers: 'Upgraded members',
  emptySearch: 'Enter a name, username, email, phone or reference to search for.',
  adminOnly: 'This action needs an administrator.',
} as const;
