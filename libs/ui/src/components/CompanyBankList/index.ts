export { CompanyBankList, companyBankSchema, DELETE_BANK_CONFIRMATION, NO_BANKS } from './CompanyBankList';
export type { CompanyBankListProps, CompanyBankValues, ProviderBank } from './CompanyBankList';
