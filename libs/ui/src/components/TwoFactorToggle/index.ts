export { TwoFactorToggle } from './TwoFactorToggle';
export type { TwoFactorToggleProps } from './TwoFactorToggle';
