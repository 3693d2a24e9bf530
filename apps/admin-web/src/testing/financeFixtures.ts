import type { components } from '@kola/api';

type HeldPayment = components['schemas']['HeldPayment'];
type PageMeta = components['schemas']['PageMeta'];

/** GET /bonuses/company-wallet-balance (naira). */
export const companyWallet = () => ({
  total_company_wallet: 4_812_500,
  total_withdrawals: 1_250_000.5,
  wallet_balance: 3_562_499.5,
});

/** GET /payments/provider-wallet-balance. */
export const providerBalance = (available_balance = 2_500_000) => ({
  available_balance,
  currency: 'NGN' as const,
  provider: 'paystack' as const,
});

export function heldPayment(overrides: Partial<HeldPayment> = {}): HeldPayment {
  return {
    id: 41,
    reference: 'kp_9f2a61',
    status: 'review',
    purpose: 'registration',
    txn_source: 'package_payment',
    provider: 'paystack',
    expected_amount: 35_000,
    expected_currency: 'NGN',
    received_amount: 34_999.99,
    received_currency: 'NGN',
    reason: 'Provider reported amount 3499999 kobo instead of 3500000.',
    member: {
      id: 7,
      uuid: '00000000-0000-4000-8000-000000000007',
      username: 'ngozi',
      first_name: 'Ngozi',
      last_name: 'Okeke',
      email: 'ngozi@example.com',
    },
    created_at: '2026-11-20T09:15:00.000Z',
    resolution: null,
    resolved_at: null,
    ...overrides,
  };
}

/** One page of GET /payments/held. */
export function heldPage(
  data: HeldPayment[] = [
    heldPayment(),
    heldPayment({
      id: 39,
      reference: 'kp_77c0d4',
      purpose: 'upgrade',
      expected_amount: 70_000,
      received_amount: 140,
      received_currency: 'USD',
      reason: 'Provider reported currency USD.',
      member: {
        id: 9,
        uuid: '00000000-0000-4000-8000-000000000009',
        username: 'tunde',
        first_name: 'Tunde',
        last_name: 'Bello',
        email: 'tunde@example.com',
      },
    }),
  ],
  meta: Partial<PageMeta> = {},
): PageMeta & { data: HeldPayment[] } {
  return { current_page: 1, last_page: 1, per_page: 20, total: data.length, ...meta, data };
}
