export { CompanyBankAccounts, NO_COMPANY_BANKS } from './CompanyBankAccounts';
export type { CompanyBank, CompanyBankAccountsProps } from './CompanyBankAccounts';
