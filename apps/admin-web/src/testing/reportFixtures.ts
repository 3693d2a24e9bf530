import type { components } from '@kola/api';
import { ok, type StubRoutes } from '@kola/app-shell/testing';
import { admin, pageOf } from './fixtures';

type IncentiveClaim = components['schemas']['IncentiveClaim'];
type ProductClaim = components['schemas']['ProductClaim'];
type AuditEntry = components['schemas']['AuditEntry'];
type ForfeitedBonus = components['schemas']['ForfeitedBonus'];

/** An incentive request as GET /incentive-claims/all lists it (processing). */
export function incentiveClaim(overrides: Partial<IncentiveClaim> = {}): IncentiveClaim {
  return {
    id: 11,
    uuid: '5b0a8f8e-1111-4c3a-9d52-000000000001',
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Okafor',
    package_name: 'Silver',
    cpv: 175,
    rank_id: 1,
    rank_name: 'Star',
    incentive_id: 1,
    incentive: 'Herbal wellness hamper',
    worth: 20000,
    points: 100,
    status: 'processing',
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** A product claim as GET /product-claims/all lists it. */
export function productClaim(overrides: Partial<ProductClaim> = {}): ProductClaim {
  return {
    id: 21,
    uuid: '5b0a8f8e-1111-4c3a-9d52-000000000002',
    username: 'bola',
    first_name: 'Bola',
    last_name: 'Adeyemi',
    products: [
      { product_id: 5, name: 'Shea Body Butter', image: null, product_qty: 4, price: 5000, points: 1 },
    ],
    total_quantity: 4,
    total_price: 20000,
    total_points: 4,
    status: 'processing',
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** Every read of the incentive-requests page, answered. */
export function incentiveRequestsApi(
  requests: IncentiveClaim[] = [incentiveClaim()],
  claims: ProductClaim[] = [
    productClaim(),
    productClaim({ id: 20, username: 'chidi', first_name: 'Chidi', last_name: 'Eze', status: 'approved' }),
  ],
): StubRoutes {
  return {
    'GET /auth/admin': ok(admin()),
    'GET /incentive-claims/all': ok(pageOf(requests), 'Incentive requests'),
    'GET /product-claims/all': ok(pageOf(claims), 'Product claims'),
    'GET /product-claims/total-product-sold': ok({
      total_quantity: 130,
      total_points: 210,
      total_price: 650000,
    }),
    'GET /product-claims/sum-claimed-products': ok({
      total_quantity: 130,
      total_points: 210,
      total_price: 650000,
    }),
  };
}

/** An audit entry as GET /audit-log lists it. */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 301,
    actor_type: 'admin',
    actor_id: 1,
    actor_name: 'admin@kola.ng',
    action: 'withdrawal.approve',
    target_type: 'withdrawal',
    target_id: '41',
    target_name: null,
    before: { status: 'pending', amount: 24750 },
    after: { status: 'approved', amount: 24750 },
    ip: '102.89.1.7',
    created_at: '2026-11-27T14:05:00.000Z',
    ...overrides,
  };
}

export function auditEntries(): AuditEntry[] {
  return [
    auditEntry(),
    auditEntry({
      id: 300,
      action: 'member.profile.update',
      target_type: 'user',
      target_id: '7',
      target_name: 'ada',
      before: { phone: '08030000001', first_name: 'Ada' },
      after: { phone: '08030000009', first_name: 'Ada' },
      created_at: '2026-11-26T08:00:00.000Z',
    }),
  ];
}

/** A forfeited line as GET /reports/bonuses-not-paid lists it. */
export function forfeited(overrides: Partial<ForfeitedBonus> = {}): ForfeitedBonus {
  return {
    id: 501,
    uuid: '5b0a8f8e-1111-4c3a-9d52-000000000001',
    username: 'ada',
    kind: 'matching_bonus',
    reason: 'cap_reached',
    amount: 999.99,
    cause_type: 'run',
    cause_ref: 'matching:2026-11-23',
    created_at: '2026-11-23T23:30:00.000Z',
    ...overrides,
  };
}

export function forfeitedPage(
  lines: ForfeitedBonus[] = [
    forfeited(),
    forfeited({
      id: 500,
      username: 'bola',
      reason: 'recipient_inactive',
      kind: 'referral_bonus',
      amount: 1500.5,
    }),
  ],
) {
  const sum = (reason: string) => lines.filter((l) => l.reason === reason);
  const reasons = [...new Set(lines.map((l) => l.reason))];
  const totals = reasons
    .map((reason) => ({
      reason,
      count: sum(reason).length,
      amount: Math.round(sum(reason).reduce((s, l) => s + l.amount * 100, 0)) / 100,
    }))
    .sort((a, b) => b.amount - a.amount);
  return {
    ...pageOf(lines),
    totals,
    total_amount: Math.round(lines.reduce((s, l) => s + l.amount * 100, 0)) / 100,
  };
}
