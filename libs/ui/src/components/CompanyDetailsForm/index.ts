export { CompanyDetailsForm, companyDetailsSchema } from './CompanyDetailsForm';
export type { CompanyDetailsFormProps, CompanyDetailsValues } from './CompanyDetailsForm';
