import { formatNaira } from '@kola/domain';
import type { SelectOption } from '../Select/Select';

export type SettingKind = 'number' | 'money' | 'percent' | 'text' | 'toggle' | 'select';
export type SettingValue = number | string | boolean;

/** What one settings card edits: a single field of the settings record (docs/plan.md#settings). */
export interface SettingConfig {
  /** The settings field, sent as `{ [name]: value }` to PUT /settings/update. */
  name: string;
  label: string;
  kind: SettingKind;
  description?: string;
  /**
   * Message when the input is not a number (docs/screens/back-office.md#validation); default "please enter a
   * valid number".
   */
  invalidMessage?: string;
  min?: number;
  max?: number;
  integer?: boolean;
  /** Shown after a number, e.g. "days", "months", "PV". */
  unit?: string;
  /** Text fields: the input type. */
  inputType?: 'text' | 'email' | 'tel';
  /** Select fields: the choices; `numeric` sends the value as a number. */
  options?: readonly SelectOption[];
  numeric?: boolean;
  /** Toggle fields: the text for each state (also the switch's name). */
  onLabel?: string;
  offLabel?: string;
  /** Extra check after the built-in ones; return a message to refuse the value. */
  validate?: (raw: string) => string | null | undefined;
  /** Shows the current value in a custom way, e.g. "1 PV = ₦1,000.00". */
  formatValue?: (value: SettingValue) => string;
}

export const FRONT_PAGE_NOTIFICATION_ENABLED = 'Front Page Notification Enabled';
export const FRONT_PAGE_NOTIFICATION_DISABLED = 'Front Page Notification Disabled';

const percent = (name: string, label: string, description?: string): SettingConfig => ({
  name,
  label,
  kind: 'percent',
  min: 0,
  max: 100,
  ...(description ? { description } : {}),
});

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 1st … 30th (docs/money-and-ledger.md#automated-payouts monthly payout days). */
const dayOrdinal = (n: number) => {
  const last = n % 10;
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  if (last === 1) return `${n}st`;
  if (last === 2) return `${n}nd`;
  if (last === 3) return `${n}rd`;
  return `${n}th`;
};

export type WithdrawalChargeType = 'percentage' | 'flat';
export type WithdrawalType = 'weekly' | 'monthly';

/**
 * Payout period choices: weekly 1 (Sunday) to 7 (Saturday); monthly day 1st to 30th
 * (docs/money-and-ledger.md#automated-payouts).
 */
export function withdrawalPeriodOptions(type: WithdrawalType): SelectOption[] {
  return type === 'weekly'
    ? WEEKDAYS.map((day, index) => ({ value: String(index + 1), label: day }))
    : Array.from({ length: 30 }, (_, index) => ({ value: String(index + 1), label: dayOrdinal(index + 1) }));
}

/** The period card for the chosen payout type. */
export function withdrawalPeriodSetting(type: WithdrawalType): SettingConfig {
  return {
    name: 'withdrawal_period',
    label: type === 'weekly' ? 'Weekly payout day' : 'Monthly payout day',
    kind: 'select',
    numeric: true,
    options: withdrawalPeriodOptions(type),
  };
}

/** The charge card: a percentage or a naira amount depending on the charge type. */
export function chargeSetting(type: WithdrawalChargeType): SettingConfig {
  return {
    name: 'charge',
    label: type === 'percentage' ? 'Withdrawal charge (%)' : 'Withdrawal charge (₦)',
    kind: type === 'percentage' ? 'percent' : 'money',
    min: 0,
    ...(type === 'percentage' ? { max: 100 } : {}),
    invalidMessage: 'charge field is invalid',
  };
}

/** The charge cap is asked only for a percentage charge (docs/screens/back-office.md#withdrawal-settings). */
export const showsChargeCap = (type: WithdrawalChargeType | string | null | undefined) =>
  type === 'percentage';

/**
 * One card per settings field of docs/plan.md#settings, with the ranges and messages of
 * docs/screens/back-office.md#validation.
 */
export const SETTING_CARDS = {
  // Bonus settings
  equillibrum_bonus: {
    name: 'equillibrum_bonus',
    label: 'Equilibrium bonus amount',
    kind: 'money',
    min: 1,
    description: 'Naira paid per new pair of active descendants.',
  },
  loyalty_bonus_percentage: percent('loyalty_bonus_percentage', 'Repurchase (loyalty) bonus percentage'),
  placement_bonus_percentage: percent('placement_bonus_percentage', 'Placement bonus percentage'),
  welcome_bonus_percentage: percent('welcome_bonus_percentage', 'Welcome bonus percentage'),
  // Global profit settings
  global_profit_value: {
    name: 'global_profit_value',
    label: 'Global profit amount',
    kind: 'money',
    min: 0,
    description: 'The pool when above 0; otherwise it is computed from PV.',
  },
  global_profit_first_percentage: percent('global_profit_first_percentage', 'First global profit percentage'),
  global_profit_second_percentage: percent(
    'global_profit_second_percentage',
    'Second global profit percentage',
  ),
  next_global_profit_share_month: {
    name: 'next_global_profit_share_month',
    label: 'Next share month',
    kind: 'select',
    numeric: true,
    options: MONTHS.map((month, index) => ({ value: String(index + 1), label: month })),
  },
  next_global_profit_share_day: {
    name: 'next_global_profit_share_day',
    label: 'Next share day',
    kind: 'number',
    integer: true,
    min: 1,
    max: 31,
  },
  // Profit pool settings
  profit_pool_percentage: percent('profit_pool_percentage', 'Profit pool percentage'),
  profit_pool_duration: {
    name: 'profit_pool_duration',
    label: 'Profit pool duration',
    kind: 'number',
    integer: true,
    min: 1,
    max: 12,
    unit: 'months',
  },
  profit_pool_days_offset: {
    name: 'profit_pool_days_offset',
    label: 'Days offset after activation',
    kind: 'number',
    integer: true,
    min: 1,
    unit: 'days',
  },
  profit_pool_num_of_downlines: {
    name: 'profit_pool_num_of_downlines',
    label: 'Required downlines',
    kind: 'number',
    integer: true,
    min: 1,
  },
  // Referral bonus settings (matching and repurchase cards)
  matching_bonus_total_pv: {
    name: 'matching_bonus_total_pv',
    label: 'Matching bonus total PV',
    kind: 'number',
    min: 1,
    unit: 'PV',
  },
  matching_bonus_percent: percent('matching_bonus_percent', 'Matching bonus percent'),
  repurchase_bonus_percentage: percent('repurchase_bonus_percentage', 'Repurchase bonus percentage'),
  matching_bonus_frequency: {
    name: 'matching_bonus_frequency',
    label: 'Matching bonus frequency',
    kind: 'number',
    integer: true,
    min: 1,
    unit: 'days',
  },
  // Withdrawal settings
  unit_point_value: {
    name: 'unit_point_value',
    label: 'Unit point value',
    kind: 'money',
    min: 1,
    invalidMessage: 'unit point value is invalid',
    description: 'The naira equivalent of 1 PV.',
    formatValue: (value) => `1 PV = ${formatNaira(Number(value))}`,
  },
  minimum_withdrawal: {
    name: 'minimum_withdrawal',
    label: 'Minimum withdrawal',
    kind: 'money',
    min: 0,
    invalidMessage: 'minimum withdrawal is invalid',
  },
  maximum_withdrawal: {
    name: 'maximum_withdrawal',
    label: 'Maximum withdrawal',
    kind: 'money',
    min: 0,
    invalidMessage: 'maximum withdrawal is invalid',
  },
  withdrawal_charge_type: {
    name: 'withdrawal_charge_type',
    label: 'Withdrawal charge type',
    kind: 'select',
    options: [
      { value: 'percentage', label: 'Percentage' },
      { value: 'flat', label: 'Flat' },
    ],
  },
  charge: chargeSetting('percentage'),
  withdrawal_charge_cap: {
    name: 'withdrawal_charge_cap',
    label: 'Withdrawal charge cap',
    kind: 'money',
    min: 0,
    invalidMessage: 'withdrawal charge cap field is invalid',
    description: 'The largest fee when the charge is a percentage.',
  },
  withdrawal_type: {
    name: 'withdrawal_type',
    label: 'Automated payout type',
    kind: 'select',
    options: [
      { value: 'weekly', label: 'Weekly' },
      { value: 'monthly', label: 'Monthly' },
    ],
  },
  withdrawal_period: withdrawalPeriodSetting('monthly'),
  // Company details
  company_address: { name: 'company_address', label: 'Company address', kind: 'text' },
  company_email: { name: 'company_email', label: 'Company email', kind: 'text', inputType: 'email' },
  company_phone: { name: 'company_phone', label: 'Company phone', kind: 'text', inputType: 'tel' },
  // Ranks screen
  award_winner_sponsor_bonus_percentage: percent(
    'award_winner_sponsor_bonus_percentage',
    'Award winner upline (sponsor) bonus percentage',
  ),
  award_winner_dd_bonus_percentage: percent(
    'award_winner_dd_bonus_percentage',
    'Award winner direct downline bonus percentage',
  ),
  // Stockist packages screen
  stockist_referral_bonus_percentage: percent(
    'stockist_referral_bonus_percentage',
    'Stockist referral bonus percentage',
  ),
  // Dashboard
  show_front_page_message: {
    name: 'show_front_page_message',
    label: 'Front page notification',
    kind: 'toggle',
    onLabel: FRONT_PAGE_NOTIFICATION_ENABLED,
    offLabel: FRONT_PAGE_NOTIFICATION_DISABLED,
  },
} satisfies Record<string, SettingConfig>;

export type SettingName = keyof typeof SETTING_CARDS;

/** Which cards each settings screen shows (docs/screens/back-office.md#settings-screens), in order. */
export const SETTING_SCREENS = {
  'bonus-settings': [
    'equillibrum_bonus',
    'loyalty_bonus_percentage',
    'placement_bonus_percentage',
    'welcome_bonus_percentage',
  ],
  'global-profit-settings': [
    'global_profit_value',
    'global_profit_first_percentage',
    'global_profit_second_percentage',
    'next_global_profit_share_month',
    'next_global_profit_share_day',
  ],
  'profit-pool-settings': [
    'profit_pool_percentage',
    'profit_pool_duration',
    'profit_pool_days_offset',
    'profit_pool_num_of_downlines',
  ],
  'referral-bonus-settings': [
    'matching_bonus_total_pv',
    'matching_bonus_percent',
    'repurchase_bonus_percentage',
    'matching_bonus_frequency',
  ],
  'withdrawal-settings': [
    'unit_point_value',
    'minimum_withdrawal',
    'maximum_withdrawal',
    'withdrawal_charge_type',
    'charge',
    'withdrawal_charge_cap',
    'withdrawal_type',
    'withdrawal_period',
  ],
  'company-details': ['company_address', 'company_email', 'company_phone'],
  ranks: ['award_winner_sponsor_bonus_percentage', 'award_winner_dd_bonus_percentage'],
  'create-stockist-package': ['stockist_referral_bonus_percentage'],
  dashboard: ['show_front_page_message'],
} as const satisfies Record<string, readonly SettingName[]>;
