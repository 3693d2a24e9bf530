export { WITHDRAWAL_AMOUNT_INVALID, WithdrawalForm, withdrawalBreakdown } from './WithdrawalForm';
export type { WithdrawalFormProps, WithdrawalFormValues, WithdrawalSettings } from './WithdrawalForm';
