/** Every text the withdrawal operations answer. */
export const WM = {
  requested: 'Withdrawal Request successful',
  approved: 'Withdrawal approved successfully',
  approvedUnconfirmed:
    'Withdrawal approved successfully; the payout provider has not confirmed the transfer yet, it will be checked with the provider.',
  approvedFailed: 'The payout failed at the provider; the amount was credited back to the wallet.',
  declined: 'Withdrawal declined successfully',
  transferSent: 'Transfer successful',
  transferPending: "Transfer sent; waiting for the payout provider's confirmation.",
  transferFailed: 'The payout failed at the provider; the amount was credited back to the wallet.',
  amountInvalid: 'withdrawal amount is invalid',
  pendingExists: 'You already have a pending withdrawal. Please wait until it is processed.',
  noBankDetails: 'Please add your bank details before making a withdrawal.',
  memberNoBankDetails: 'User has not submitted bank details',
  memberInactive: 'This user is Inactive',
  withdrawalNotFound: 'Withdrawal not found.',
  notYourWithdrawal: 'You may only see your own withdrawals.',
  alreadyApproved: 'This withdrawal was already approved.',
  notPending: (status: string) => `This withdrawal is ${status}; only a pending withdrawal can be decided.`,
  approvedCannotDecline:
    'This withdrawal was already approved and sent to the payout provider; it can no longer be declined.',
  refused: (reason: string) =>
    `The payout provider refused the transfer (${reason}). Nothing was sent; the withdrawal is still pending.`,
  refusedReversed: (reason: string) =>
    `The payout provider refused the transfer (${reason}). Nothing was sent; the wallet debit was reversed.`,
} as const;
