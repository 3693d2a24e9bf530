import type { StubRoutes } from '@kola/app-shell/testing';
import { admin } from './fixtures';
import { ok } from './renderApp';

/** The settings fields the dashboard's message forms read. */
export function messageSettings(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    show_front_page_message: true,
    home_page_message_subject: 'Office closed on Friday',
    home_page_message: 'Pick-ups resume on Monday.',
    general_message_subject: 'New products',
    general_message: 'Kola Tea is back in stock at every store.',
    ...overrides,
  };
}

/** Every read of the dashboard answered. */
export function dashboardApi(): StubRoutes {
  return {
    'GET /auth/admin': ok(admin()),
    'GET /users/total-registrations': ok({ count: 1284, amount: 89_870_000 }),
    'GET /users/total-registration-pv': ok(25_680),
    'GET /purchases/pickup-stats': ok({
      registration_count: 950,
      upgrade_count: 120,
      purchase_count: 310,
      registration_amount: 45_000_000,
      purchase_amount: 6_200_000,
      upgrade_amount: 8_400_000,
    }),
    'GET /bonuses/bonus-stats': ok({
      matching_bonus_sum: 3_250_000,
      repurchase_bonus_sum: 410_500.5,
      unilevel_bonus_sum: 1_120_000,
      repurchase_bonus_count: 310,
    }),
    'GET /bonuses/company-wallet-balance': ok({
      total_company_wallet: 12_500_000,
      total_withdrawals: 7_250_000,
      wallet_balance: 5_250_000,
    }),
    'GET /purchases/monthly-repurchases': ok([
      { month: 11, year: 2026, total_qty: 120, total: 2_400_000 },
      { month: 10, year: 2026, total_qty: 95, total: 1_900_000 },
      { month: 9, year: 2026, total_qty: 95, total: 1_900_000 },
    ]),
    'GET /users/registrations-by-week': ok([
      { week: '2026-W46', week_start: '2026-11-09', registrations: 12, revenue: 840_000 },
      { week: '2026-W47', week_start: '2026-11-16', registrations: 0, revenue: 35_000 },
      { week: '2026-W48', week_start: '2026-11-23', registrations: 9, revenue: 630_000 },
    ]),
    'GET /bonuses/paid-by-kind': ok({
      from: '2026-10-30',
      to: '2026-11-28',
      total: 1_207_500,
      kinds: [
        { kind: 'referral_bonus', amount: 735_000, entries: 21 },
        { kind: 'matching_bonus', amount: 350_000, entries: 12 },
        { kind: 'placement_bonus', amount: 122_500, entries: 42 },
      ],
    }),
    'GET /settings/all': ok(messageSettings()),
  };
}
