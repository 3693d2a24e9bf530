export {
  DISCLAIMER_REQUIRED,
  STOCKIST_DISCLAIMER,
  stockistRegistrationSchema,
  StockistRegistrationForm,
  storeFieldsSchema,
} from './StockistRegistrationForm';
export type {
  StockistPackageOption,
  StockistRegistrationFields,
  StockistRegistrationFormProps,
  StockistRegistrationValues,
} from './StockistRegistrationForm';
