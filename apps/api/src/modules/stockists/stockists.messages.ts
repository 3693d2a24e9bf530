/**
 * Every text the stockist operations answer (docs/pickups-and-stockists.md#stockists; the screens'
 * texts where they have one, docs/screens/stockist.md).
 */
export const SM = {
  stockists: 'Stockists',
  stockist: 'Stockist',
  notFound: 'Stockist not found.',
  noStore: 'You have not registered a store.',
  notYourStore: 'You may only act on your own store.',
  packages: 'Stockist packages',
  package: 'Stockist package',
  packageNotFound: 'Stockist package not found.',
  packageUnknown: 'The selected package does not exist.',
  registered: 'Stockist registration submitted successfully. It awaits approval.',
  updated: 'Stockist updated successfully',
  upgradeRequested: 'Stockist upgrade submitted successfully. It awaits approval.',
  difference: 'Stockist package difference',
  stats: 'Stockist stats',
  rebateEarnings: 'Rebate earnings',
  receiptType: 'The payment receipt must be a JPEG, PNG or WebP picture or a PDF.',
  referrerUnknown: 'No member has this username or email.',
  referrerSelf: 'You cannot be your own signee.',
  inactive: 'Only an active member can become a stockist.',
  pendingRegistration: 'You already have a stockist registration awaiting approval.',
  alreadyStockist: 'You are already a stockist.',
  disapprovedStore: 'This stockist registration was disapproved; register again to open a store.',
  notApproved: 'Only an approved stockist can upgrade.',
  notHigher: 'You can only upgrade to a higher package.',
  upgradePending: 'An upgrade of this stockist is already being processed.',
  registrationNotFound: 'Stockist registration not found.',
  upgradeNotFound: 'Stockist upgrade not found.',
  registrationDecided: (status: string) =>
    `This stockist registration is already ${status}; only a pending registration can be decided.`,
  upgradeDecided: (status: string) =>
    `This stockist upgrade is already ${status}; only a processing upgrade can be decided.`,
  registrationApproved: 'Stockist registration approved successfully',
  registrationDisapproved: 'Stockist registration disapproved successfully',
  upgradeApproved: 'Stockist upgrade approved successfully',
  upgradeDisapproved: 'Stockist upgrade disapproved successfully',
} as const;
