export { StoreDetailsForm } from './StoreDetailsForm';
export type { StoreDetailsFields, StoreDetailsFormProps, StoreDetailsValues } from './StoreDetailsForm';
