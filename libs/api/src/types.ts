// Short names for the contract's schemas the apps use (generated/schema.d.ts has them all).
import type { components } from './generated/schema';

export type Settings = components['schemas']['Settings'];
export type Profile = components['schemas']['Profile'];
export type BankListItem = components['schemas']['BankListItem'];
export type PackageDifference = components['schemas']['PackageDifference'];
export type WalletBalance = components['schemas']['BonusWalletBalance'];
export type BonusAmount = components['schemas']['BonusAmount'];
export type BonusEligibleAmount = components['schemas']['BonusEligibleAmount'];
export type BonusProfitEntry = components['schemas']['BonusProfitEntry'];
export type BonusStats = components['schemas']['BonusStats'];
export type CurrentIncentive = components['schemas']['IncentiveClaimCurrent'];
export type IncentiveClaim = components['schemas']['IncentiveClaim'];
export type Rank = components['schemas']['Rank'];
export type Withdrawal = components['schemas']['Withdrawal'];
export type WithdrawalPage = components['schemas']['WithdrawalPage'];
export type WithdrawalTotal = components['schemas']['WithdrawalTotal'];
export type UplineDetails = components['schemas']['UplineDetails'];
