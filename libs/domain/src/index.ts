export { assertKobo, formatKobo, formatNaira, kobo, koboToNaira, nairaToKobo, percentOf } from './money/kobo';
export type { Kobo } from './money/kobo';
export { ENTRY_KINDS, isEntryKind, WITHDRAWAL_KINDS } from './ledger/entryKinds';
export type { EntryKind, WithdrawalKind } from './ledger/entryKinds';
export {
  registrationDaysElapsed,
  registrationExpired,
  REGISTRATION_WINDOW_DAYS,
} from './registration/window';

// ---- Compensation plan and money rules (docs/plan.md): pure functions, no I/O. ----
export {
  assertPv,
  formatPercentE4,
  MAX_PERCENT_E4,
  parsePercent,
  PERCENT_E4_PER_PERCENT,
  percentE4,
  percentE4ToNumber,
  percentOfE4,
  percentOfPercentE4,
  pvValue,
} from './plan/percent';
export type { PercentE4 } from './plan/percent';
export { BONUS_KINDS, FORFEIT_REASONS, GENERATIONS, NO_RECIPIENT } from './plan/types';
export type {
  BonusKind,
  CarryPv,
  ChainMember,
  EntryExplanation,
  ForfeitReason,
  GenerationTable,
  GenerationTables,
  PlannedEntry,
  PlannedEvent,
  PlanPackage,
  PlanSettings,
  Recipient,
  WithdrawalChargeType,
} from './plan/types';
export { forfeitedEntries, paidEntries, totalForfeited, totalPaid } from './plan/entries';
export {
  generationBonus,
  generationPercent,
  generationRecipients,
  maxGenerationPercentSum,
} from './plan/generations';
export {
  generationTableFromRows,
  koboFromDb,
  nairaDecimalToKobo,
  planSettingsFromRow,
} from './plan/settings';
export type { GenerationRow, SettingsRow } from './plan/settings';
export {
  addDays,
  daysInMonth,
  lagosDate,
  LAGOS_UTC_OFFSET_MINUTES,
  monthIndex,
  monthKey,
  monthOf,
} from './plan/calendar';
export type { CalendarMonth } from './plan/calendar';
export { packageActivation } from './plan/activation';
export {
  earningsWeeks,
  GENERATION_TABLE_OF,
  paidGenerationCount,
  rankProgress,
  unpaidGroups,
  unpaidTotal,
} from './plan/earnings';
export type { ForfeitSum, RankProgress, UnpaidContext, UnpaidGroup } from './plan/earnings';
export type { PackageActivationInput, PackageActivationResult } from './plan/activation';
export { packageDifference, packageUpgrade } from './plan/upgrade';
export type {
  PackageDifference,
  PackageDifferenceResult,
  PackageUpgradeInput,
  PackageUpgradeResult,
} from './plan/upgrade';
export { automatedPayout, isAutomatedPayoutDay, validateWithdrawal, withdrawalFee } from './plan/withdrawal';
export type {
  AutomatedPayoutInput,
  WithdrawalChargeSettings,
  WithdrawalRefusal,
  WithdrawalRequestInput,
  WithdrawalValidation,
} from './plan/withdrawal';
export { repurchase } from './plan/repurchase';
export type { RepurchaseInput, RepurchaseResult } from './plan/repurchase';
export { awardBonus } from './plan/award';
export type { AwardBonusInput } from './plan/award';
export { rebate, stockistFee, stockistUpgradeFee, stockistUpgradePickup } from './plan/stockist';
export type { RebateInput, StockistFeeInput, StockistFeeSource, StockistPackage } from './plan/stockist';
export { matching } from './plan/matching';
export type { MatchingMemberInput, MatchingResult } from './plan/matching';
export { equilibrium, EQUILIBRIUM_MIN_DIRECT_DOWNLINES } from './plan/equilibrium';
export type { EquilibriumInput, EquilibriumResult } from './plan/equilibrium';
export { DEFAULT_PROFIT_POOL_PACKAGE_IDS, profitPool, profitPoolWindow } from './plan/profitPool';
export type {
  ProfitPoolInput,
  ProfitPoolOutcome,
  ProfitPoolResult,
  ProfitPoolWindow,
} from './plan/profitPool';
export { globalProfit, globalProfitPool, globalProfitShareDate } from './plan/globalProfit';
export type { GlobalProfitCandidate, GlobalProfitInput, GlobalProfitResult } from './plan/globalProfit';
export { canClaimIncentive, evaluateRank, orderRanks } from './plan/rank';
export type {
  IncentiveClaimInput,
  IncentiveClaimRefusal,
  PlanRank,
  RankEvaluation,
  RankEvaluationInput,
} from './plan/rank';
export {
  checkPickupOrder,
  registrationPickupAllowance,
  remainingPickupAllowance,
  upgradePickupAllowance,
} from './plan/pickup';
export type { PickupCheck, PickupCheckInput } from './plan/pickup';
export { legOfPosition, legVolumeCredits } from './plan/volume';
export type { Leg, VolumeCredit } from './plan/volume';
// ---- end of compensation plan ----

// ---- The contract's request schemas (zod v4, `zod/mini`), generated from openapi/openapi.yaml into
// contract/zod.gen.ts by `npm run generate`: `contract.zRegisterBody`, `contract.zLoginBody`, … ----
export * as contract from './contract/zod.gen';
