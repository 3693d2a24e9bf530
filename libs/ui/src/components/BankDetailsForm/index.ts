export {
  ACCOUNT_NUMBER_PATTERN,
  BankDetailsForm,
  bankDetailsSchema,
  NO_BANK_DETAILS_TEXT,
} from './BankDetailsForm';
export type { BankDetailsFormProps, BankDetailsValues, BankListItem } from './BankDetailsForm';
