export { TWO_FACTOR_NOT_SAVED, TwoFactorToggle } from './TwoFactorToggle';
export type { TwoFactorToggleProps } from './TwoFactorToggle';
