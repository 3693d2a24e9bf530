export { NairaAmount } from './NairaAmount';
export type { NairaAmountProps, NairaAmountSize, NairaLocale } from './NairaAmount';
