/** Every text the network reads answer (docs/trees-and-placement.md#downlines-and-genealogy). */
export const NM = {
  downlines: 'Downlines',
  directDownlines: 'Direct downlines',
  countDirectDownlines: 'Number of direct downlines',
  genealogy: 'Genealogy',
  notInNetwork: 'This member is not in your network.',
  usernameNotInNetwork: (username: string) => `No member with the username ${username} in this network`,
  noPlace: 'This member has no place in the network.',
} as const;
