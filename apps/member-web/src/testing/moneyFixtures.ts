import type { components } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { fail, ok, pending } from '@kola/app-shell/testing';
import { authUser } from './fixtures';

type Schemas = components['schemas'];

/** The fixture member's uuid (authUser()). */
export const uuid = authUser().uuid;

/** The seeded packages (apps/api/src/db/seed.ts): the member is on Silver (id 3 here). */
export const packages: Schemas['Package'][] = [
  {
    id: 1,
    name: 'Starter',
    point_value: 5,
    registration_value: 17500,
    pickup_amount: 12000,
    matching_bonus_cap: 50000,
  },
  {
    id: 2,
    name: 'Bronze',
    point_value: 10,
    registration_value: 35000,
    pickup_amount: 25000,
    matching_bonus_cap: 100000,
  },
  {
    id: 3,
    name: 'Silver',
    point_value: 20,
    registration_value: 70000,
    pickup_amount: 50000,
    matching_bonus_cap: 200000,
  },
  {
    id: 4,
    name: 'Gold',
    point_value: 40,
    registration_value: 140000,
    pickup_amount: 100000,
    matching_bonus_cap: 400000,
  },
  {
    id: 5,
    name: 'Platinum',
    point_value: 80,
    registration_value: 280000,
    pickup_amount: 200000,
    matching_bonus_cap: 800000,
  },
];

/** A paid Silver member (package 3). */
export const silverMember = (overrides: Partial<Schemas['AuthUser']> = {}) =>
  authUser({ package_id: 3, reg_package_id: 3, package_name: 'Silver', rank_id: 2, ...overrides });

/** An unpaid member on /welcome, registered 3 days ago on Silver. */
export const unpaidMember = (overrides: Partial<Schemas['AuthUser']> = {}) =>
  silverMember({
    payment: 'pending',
    status: 'inactive',
    rank_id: null,
    created_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    ...overrides,
  });

export const settings = {
  id: 1,
  unit_point_value: 3500,
  minimum_withdrawal: 2000,
  maximum_withdrawal: 200000,
  withdrawal_charge_type: 'percentage',
  charge: 1.5,
  withdrawal_charge_cap: 1000,
  withdrawal_type: 'weekly',
  withdrawal_period: 6,
  general_message_subject: 'Welcome to Kola Herbal',
  general_message: 'Our new herbal tea range is in every stockist store from Monday.',
} satisfies Partial<Schemas['Settings']>;

export const banks: Schemas['BankListItem'][] = [
  { bank: 'Access Bank', code: '044' },
  { bank: 'Guaranty Trust Bank', code: '058' },
];

export function profile(overrides: Partial<Schemas['Profile']> = {}): Schemas['Profile'] {
  return {
    address: '12 Allen Avenue, Ikeja',
    gender: 'female',
    photo_path: null,
    phone: '+2348012345678',
    bank_name: 'Access Bank',
    bank_account_name: 'ADA OKAFOR',
    bank_account_number: '0123456789',
    bank_code: '044',
    bank_editable: false,
    enable_2fa: false,
    ...overrides,
  };
}

/** A profile with no bank details yet (editable). */
export const profileWithoutBank = () =>
  profile({
    bank_name: null,
    bank_account_name: null,
    bank_account_number: null,
    bank_code: null,
    bank_editable: true,
  });

export function withdrawal(
  overrides: Partial<Schemas['WithdrawalListItem']> = {},
): Schemas['WithdrawalListItem'] {
  return {
    id: 1,
    uuid,
    username: 'adaok',
    amount: 5000,
    fee: 75,
    payout_amount: 4925,
    status: 'paid',
    txn_status: 'success',
    withdrawal_type: 'manual',
    created_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

const page = <T>(data: T[]) => ({ current_page: 1, last_page: 1, per_page: 10, total: data.length, data });

export const wallet = {
  total_bonus: 48250.5,
  total_withdrawals: 12000,
  total_wallet_payments: 0,
  wallet_balance: 36250.5,
};

export const currentIncentive: NonNullable<Schemas['IncentiveClaimCurrent']> = {
  id: 3,
  rank_id: 2,
  rank_name: 'Sapphire',
  incentive: 'Smartphone',
  worth: 150000,
  points: 200,
  file_path: null,
  claim_status: null,
};

export const rank: Schemas['Rank'] = {
  id: 2,
  name: 'Sapphire',
  points: 200,
  is_global_profit_eligible: 0,
  description: null,
  package: null,
  package_name: null,
};

/** Twelve Lagos Mondays, oldest first, the last one 23 Nov 2026. */
const mondays = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10),
);

/** GET /bonuses/{uuid}/earnings: twelve weeks, some of them empty. */
export const weeklyEarnings: Schemas['EarningsSeries'] = {
  total: 23_450,
  weeks: mondays.map((week_start, i) => {
    const by_kind: Schemas['EarningsWeek']['by_kind'] = (
      [
        ['referral_bonus', [0, 1750, 0, 3500, 875, 0, 0, 1750, 0, 3500, 2625, 1750][i] ?? 0],
        ['matching_bonus', i === 5 || i === 11 ? 3500 : 0],
        ['welcome_bonus', i === 0 ? 700 : 0],
      ] as const
    )
      .filter(([, amount]) => amount > 0)
      .map(([kind, amount]) => ({ kind, amount }));
    return { week_start, total: by_kind.reduce((sum, k) => sum + k.amount, 0), by_kind };
  }),
};

export const recentEarnings: Schemas['RecentEarning'][] = [
  {
    id: 12,
    kind: 'referral_bonus',
    amount: 875,
    created_at: '2026-11-24T09:30:00.000Z',
    description: 'Activation of tunde (Starter)',
    from_username: 'tunde',
    generation: 2,
    percentage: 5,
    base: 17500,
    note: null,
  },
  {
    id: 11,
    kind: 'matching_bonus',
    amount: 3500,
    created_at: '2026-11-23T23:00:00.000Z',
    description: 'Matching bonus, 2026-11-24 (part 1)',
    from_username: null,
    generation: null,
    percentage: 10,
    base: 35000,
    note: null,
  },
];

export const unpaidEarnings: Schemas['UnpaidEarnings'] = {
  total: 2625,
  package_name: 'Silver',
  groups: [
    {
      kind: 'referral_bonus',
      reason: 'setting_zero',
      count: 2,
      amount: 2625,
      generations: [7, 8],
      paid_generations: 6,
      upgrade_package: { id: 4, name: 'Gold' },
    },
  ],
};

export const rankProgress: Schemas['RankProgress'] = {
  cpv: 1240,
  current: { id: 2, name: 'Sapphire', points: 200, package_name: null },
  next: { id: 3, name: 'Emerald', points: 2000, package_name: null },
  cpv_to_go: 760,
  package_needed: false,
};

/**
 * A member's dashboard figures as each read answers them alone and as GET /bonuses/{uuid}/summary
 * answers them together (the dashboard reads the summary; other screens read them one by one).
 */
function bonusReads(figures: Schemas['BonusSummary']): ContractRoutes {
  return {
    'GET /bonuses/{uuid}/summary': ok(figures),
    'GET /bonuses/{uuid}/wallet-balance': ok(figures.wallet),
    'GET /bonuses/{uuid}/referral-bonus': ok(figures.referral_bonus),
    'GET /bonuses/{uuid}/placement-bonus': ok(figures.placement_bonus),
    'GET /bonuses/{uuid}/bonus-stats': ok(figures.stats),
    'GET /bonuses/{uuid}/total-bonus': ok(figures.total_bonus),
    'GET /bonuses/{uuid}/global-profit': ok(figures.global_profit),
    'GET /users/{uuid}/total-pv': ok(figures.total_pv),
  };
}

/** Every read of the member screens, filled. */
export function filledApi(): ContractRoutes {
  return {
    'GET /packages/all': ok(packages),
    'GET /settings/all': ok(settings),
    'GET /payments/banks': ok(banks),
    'GET /users/{uuid}/profile': ok(profile()),
    'GET /users/{uuid}/upline-details': ok({
      package: 'Gold',
      first_name: 'Bola',
      last_name: 'Adeyemi',
      email: 'bola@example.com',
      username: 'bola',
      photo_path: null,
    }),
    ...bonusReads({
      wallet,
      referral_bonus: { amount: 15400 },
      placement_bonus: { amount: 2100 },
      stats: {
        matching_bonus: 7000,
        repurchase_bonus: 1250.5,
        unilevel_bonus: 3000,
        upgrade_bonus: 4200,
        stockist_ref_bonus: 0,
        award_bonus: 15000,
      },
      total_bonus: { amount: 48250.5 },
      global_profit: { amount: 0, eligible: false },
      total_pv: 1240,
    }),
    'GET /bonuses/{uuid}/global-profits': ok([
      { profit: 12500, period: '2025', created_at: '2025-12-31T23:00:00.000Z' },
    ]),
    'GET /bonuses/{uuid}/earnings': ok(weeklyEarnings),
    'GET /bonuses/{uuid}/recent-earnings': ok(recentEarnings),
    'GET /bonuses/{uuid}/unpaid': ok(unpaidEarnings),
    'GET /bonuses/{uuid}/rank-progress': ok(rankProgress),
    'GET /incentive-claims/{uuid}/current-incentive': ok(currentIncentive),
    'GET /incentive-claims/{uuid}/claims': ok([
      {
        id: 1,
        uuid,
        rank_id: 1,
        rank_name: 'Pearl',
        incentive_id: 1,
        incentive: 'Blender',
        worth: 25000,
        points: 50,
        status: 'approved',
        created_at: '2025-11-02T10:00:00.000Z',
      },
    ]),
    'GET /ranks/current-rank-badge/{id}': ok(rank),
    'GET /withdrawals/{uuid}/user-history': ok(page([withdrawal()])),
    'GET /withdrawals/{uuid}/pending': ok([]),
    'GET /withdrawals/{uuid}/user-total': ok({ total: 5000, count: 1 }),
  };
}

/** A member who just paid: zeros everywhere, no rank, no claims, no withdrawals, no bank details. */
export function emptyApi(): ContractRoutes {
  const zero = { amount: 0 };
  return {
    ...filledApi(),
    'GET /users/{uuid}/profile': ok(profileWithoutBank()),
    ...bonusReads({
      wallet: { total_bonus: 0, total_withdrawals: 0, total_wallet_payments: 0, wallet_balance: 0 },
      referral_bonus: zero,
      placement_bonus: zero,
      stats: {
        matching_bonus: 0,
        repurchase_bonus: 0,
        unilevel_bonus: 0,
        upgrade_bonus: 0,
        stockist_ref_bonus: 0,
        award_bonus: 0,
      },
      total_bonus: zero,
      global_profit: { amount: 0, eligible: false },
      total_pv: 0,
    }),
    'GET /bonuses/{uuid}/global-profits': ok([]),
    'GET /bonuses/{uuid}/earnings': ok({
      total: 0,
      weeks: mondays.map((week_start) => ({ week_start, total: 0, by_kind: [] })),
    }),
    'GET /bonuses/{uuid}/recent-earnings': ok([]),
    'GET /bonuses/{uuid}/unpaid': ok({ total: 0, package_name: 'Silver', groups: [] }),
    'GET /bonuses/{uuid}/rank-progress': ok({
      cpv: 0,
      current: null,
      next: { id: 1, name: 'Pearl', points: 50, package_name: null },
      cpv_to_go: 50,
      package_needed: false,
    }),
    'GET /incentive-claims/{uuid}/current-incentive': ok(null),
    'GET /incentive-claims/{uuid}/claims': ok([]),
    'GET /withdrawals/{uuid}/user-history': ok(page([])),
    'GET /withdrawals/{uuid}/user-total': ok({ total: 0, count: 0 }),
  };
}

/** Every read of the member screens except /auth/user never answers. */
export function loadingApi(): ContractRoutes {
  return Object.fromEntries(Object.keys(filledApi()).map((key) => [key, pending]));
}

/** Every member read answers `status` (501 by default: no handler) except the packages. */
export function errorApi(status = 501, message = 'This operation is not implemented yet.'): ContractRoutes {
  return {
    ...Object.fromEntries(Object.keys(filledApi()).map((key) => [key, fail(status, message)])),
    'GET /packages/all': ok(packages),
  };
}
