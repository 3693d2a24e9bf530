/** Every text the back office's member reads answer (docs/screens/back-office.md#members-list,
 * docs/screens/back-office.md#send-message). */
export const AMM = {
  members: 'Members',
  searchResults: 'Members found',
  activeMembers: 'Active members',
  packagePayments: 'Package payments',
  upgradedMembers: 'Upgraded members',
  emptySearch: 'Enter a name, username, email, phone or reference to search for.',
  adminOnly: 'This action needs an administrator.',
  memberNotFound: 'Member not found.',
  subjectRequired: 'The subject is required.',
  bodyRequired: 'The message is required.',
  subjectWords: 'The subject must contain words.',
  bodyWords: 'The message must contain words.',
  messageSent: 'Message Sent successfully',
} as const;
