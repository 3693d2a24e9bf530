export { PayWithWalletButton } from './PayWithWalletButton';
export type { PayWithWalletButtonProps } from './PayWithWalletButton';
