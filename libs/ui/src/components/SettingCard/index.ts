export { formatSetting, parseSetting, SettingCard, validateSetting } from './SettingCard';
export type { SettingCardProps } from './SettingCard';
export {
  chargeSetting,
  FRONT_PAGE_NOTIFICATION_DISABLED,
  FRONT_PAGE_NOTIFICATION_ENABLED,
  SETTING_CARDS,
  SETTING_SCREENS,
  showsChargeCap,
  withdrawalPeriodOptions,
  withdrawalPeriodSetting,
} from './SettingCardConfigs';
export type {
  SettingConfig,
  SettingKind,
  SettingName,
  SettingValue,
  WithdrawalChargeType,
  WithdrawalType,
} from './SettingCardConfigs';
export { checkNumber, numberText, parseNumber, VALID_NUMBER_MESSAGE } from './SettingCardRules';
export type { NumberRule } from './SettingCardRules';
