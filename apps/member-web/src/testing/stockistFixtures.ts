import type { components } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { fail, ok, pending } from '@kola/app-shell/testing';
import { silverMember, uuid, wallet } from './moneyFixtures';
import { page, products } from './repurchaseFixtures';

type Schemas = components['schemas'];

/** A paid Silver member who runs an approved store (is_stockist 1). */
export const stockistMember = (overrides: Partial<Schemas['AuthUser']> = {}) =>
  silverMember({ is_stockist: 1, ...overrides });

/** The seeded stockist packages (docs/pickups-and-stockists.md#stockist-packages). */
export const stockistPackages: Schemas['StockistPackage'][] = [
  {
    id: 1,
    name: 'Mobile Stockist',
    registration_value: 100000,
    point_value: 1,
    pickup_amount: 100000,
    sales_bonus_percentage: 5,
    value: 100000,
  },
  {
    id: 2,
    name: 'Zonal Stockist',
    registration_value: 250000,
    point_value: 1,
    pickup_amount: 250000,
    sales_bonus_percentage: 7.5,
    value: 250000,
  },
  {
    id: 3,
    name: 'State Stockist',
    registration_value: 500000,
    point_value: 1,
    pickup_amount: 500000,
    sales_bonus_percentage: 10,
    value: 500000,
  },
];

export const companyBanks: Schemas['CompanyBank'][] = [
  {
    id: 1,
    bank_name: 'Zenith Bank',
    bank_account_name: 'Kola Herbal Ltd',
    bank_account_number: '1012345678',
  },
  { id: 2, bank_name: 'GTBank', bank_account_name: 'Kola Herbal Ltd', bank_account_number: '0123456789' },
];

/** The signed-in member's store. */
export const myStore = (overrides: Partial<Schemas['Stockist']> = {}): Schemas['Stockist'] => ({
  id: 7,
  uuid,
  username: 'adaok',
  first_name: 'Ada',
  last_name: 'Okafor',
  store_name: 'Ada Herbal Store',
  store_address: '14 Awolowo Road, Ikoyi',
  store_state: 'lagos',
  store_phone: '08031234567',
  stockist_package_id: 1,
  stockist_package_name: 'Mobile Stockist',
  stockist_package_value: 100000,
  referrer: null,
  is_stockist: 1,
  stockist_status: 'approved',
  payment_id: 41,
  payment_receipt: '/storage/receipts/41.jpg',
  payment_status: 'approved',
  payment_date: '2026-01-05T09:00:00.000Z',
  stockist_created_at: '2026-01-04T09:00:00.000Z',
  pending_upgrade: null,
  ...overrides,
});

export const pendingUpgrade: Schemas['StockistUpgrade'] = {
  payment_id: 52,
  stockist_id: 7,
  uuid,
  username: 'adaok',
  store_name: 'Ada Herbal Store',
  previous_package_name: 'Mobile Stockist',
  stockist_package_id: 2,
  stockist_package_name: 'Zonal Stockist',
  amount: 150000,
  payment_receipt: '/storage/receipts/52.pdf',
  status: 'processing',
  created_at: '2026-03-01T09:00:00.000Z',
};

export const difference = (packageId: number): Schemas['StockistPackageDifference'] => {
  const current = stockistPackages[0]!;
  const target = stockistPackages.find((pkg) => pkg.id === packageId) ?? stockistPackages[1]!;
  return {
    package_name: target.name,
    package_difference: target.registration_value - current.registration_value,
    rebate: target.sales_bonus_percentage,
    current_package: { ...current },
    new_package: { ...target },
  };
};

export const stock: Schemas['StockItem'][] = [
  {
    product_id: 1,
    name: 'Moringa Leaf Capsules',
    image: null,
    cost_price: 8500,
    quantity: 12,
    in_stock: true,
  },
  { product_id: 4, name: 'Ginger & Garlic Tea', image: null, cost_price: 4500, quantity: 1, in_stock: true },
  {
    product_id: 5,
    name: 'Prostate Care Blend',
    image: null,
    cost_price: 17500,
    quantity: 0,
    in_stock: false,
  },
];

export const stockPurchase = (
  fields: Partial<Schemas['StockistPurchase']> & { id: number },
): Schemas['StockistPurchase'] => ({
  purchase_id: fields.id,
  stockist_id: 7,
  store_name: 'Ada Herbal Store',
  username: 'adaok',
  pickup_type: 'registration_pickup',
  total_quantity: 10,
  total_price: 85000,
  total_points: 20,
  payment_mode: 'allowance',
  payment_receipt: null,
  status: 'approved',
  created_at: '2026-01-10T09:00:00.000Z',
  ...fields,
});

export const stockPurchases: Schemas['StockistPurchase'][] = [
  stockPurchase({
    id: 311,
    pickup_type: 're-stock',
    total_quantity: 4,
    total_price: 34000,
    payment_mode: 'receipt',
    payment_receipt: '/storage/receipts/311.jpg',
    status: 'processing',
    created_at: '2026-03-02T10:00:00.000Z',
  }),
  stockPurchase({
    id: 305,
    pickup_type: 're-stock',
    total_quantity: 2,
    total_price: 12000,
    payment_mode: 'card',
    status: 'disapproved',
    created_at: '2026-02-20T10:00:00.000Z',
  }),
  stockPurchase({ id: 298 }),
];

export const stockLines: Schemas['PurchaseStockLine'][] = [
  {
    product_id: 1,
    name: 'Moringa Leaf Capsules',
    product_purchase_id: 311,
    product_qty: 4,
    price: 8500,
    status: 'processing',
    created_at: '2026-03-02T10:00:00.000Z',
  },
];

export const rebateEarnings: Schemas['RebateEarning'][] = [
  { month: '2026-02', value: 2125.5, created_at: '2026-02-01T00:00:00.000Z' },
  { month: '2026-01', value: 850, created_at: '2026-01-01T00:00:00.000Z' },
];

export const processedOrder = (
  fields: Partial<Schemas['OrderProcessed']> & { id: number },
): Schemas['OrderProcessed'] => ({
  username: 'emeka',
  first_name: 'Emeka',
  last_name: 'Nwosu',
  phone: '08055551234',
  email: 'emeka@example.com',
  pickup_type: 'registration_pickup',
  status: 'approved',
  created_at: '2026-02-14T10:00:00.000Z',
  approved_at: '2026-02-15T10:00:00.000Z',
  ...fields,
});

export const processedOrders: Schemas['OrderProcessed'][] = [
  processedOrder({ id: 1204 }),
  processedOrder({
    id: 1187,
    username: 'bisi',
    first_name: 'Bisi',
    last_name: 'Adeyemi',
    email: 'bisi@example.com',
    pickup_type: 'repurchase_pickup',
  }),
];

/** An order fetched by its code; `short` leaves the store one unit short of the tea. */
export const orderByCode = (short = false): Schemas['OrderByCode'] => ({
  id: 1300,
  pickup_type: 'repurchase_pickup',
  status: 'processing',
  total_quantity: 3,
  total_price: 17500,
  created_at: '2026-03-05T10:00:00.000Z',
  can_approve: !short,
  user: {
    username: 'emeka',
    first_name: 'Emeka',
    last_name: 'Nwosu',
    phone: '08055551234',
    email: 'emeka@example.com',
    photo_path: null,
  },
  products: [
    {
      product_id: 1,
      name: 'Moringa Leaf Capsules',
      image: null,
      price: 8500,
      product_qty: 1,
      in_stock: true,
      stock_qty: 12,
      qualify: true,
      points: 2,
      product_purchase_id: 1300,
      claim_type: 'repurchase_pickup',
    },
    {
      product_id: 4,
      name: 'Ginger & Garlic Tea',
      image: null,
      price: 4500,
      product_qty: 2,
      in_stock: true,
      stock_qty: short ? 1 : 6,
      qualify: !short,
      points: 1,
      product_purchase_id: 1300,
      claim_type: 'repurchase_pickup',
    },
  ],
});

/** Every read of the stockist screens, filled, for an approved stockist on the Mobile package. */
export function stockistApi(): ContractRoutes {
  return {
    'GET /auth/user': ok(stockistMember()),
    'GET /stockists/user/{uuid}/single': ok(myStore()),
    'GET /stockist-packages/all': ok(stockistPackages),
    'GET /banks/all': ok(companyBanks),
    'GET /stockists/package/{packageId}/difference': (request) => {
      const id = Number(new URL(request.url).pathname.split('/').at(-2));
      return ok(difference(id));
    },
    'GET /stockists/{id}/stats': ok({ package: 'Mobile Stockist', rebate: 5, rebate_bonus: 2975.5 }),
    'GET /stockists/{id}/stock': ok(stock),
    'GET /stockists/{id}/rebate-earnings': ok(rebateEarnings),
    'GET /stockists/{id}/sales-stats': ok({ total_purchases: 119000, total_sales: 59510 }),
    'GET /purchases/stockist-prev-month-sales/{id}': ok({
      month: '2026-02',
      total_sales: 42500,
      remaining_allowance: 30000,
    }),
    'GET /purchases/stockist/{uuid}/history': ok(page(stockPurchases)),
    'GET /purchases/{id}/stock-details': ok(stockLines),
    'GET /purchases/vendor/{id}/processed-orders': ok(page(processedOrders)),
    'GET /products/active': ok(products),
    'GET /bonuses/{uuid}/wallet-balance': ok(wallet),
  };
}

/** A member who never registered a store (GET /stockists/user/{uuid}/single answers 404). */
export function memberApi(): ContractRoutes {
  return {
    ...stockistApi(),
    'GET /auth/user': ok(silverMember()),
    'GET /stockists/user/{uuid}/single': fail(404, 'Stockist not found'),
  };
}

/** Nothing recorded yet. */
export function emptyStockistApi(): ContractRoutes {
  return {
    ...stockistApi(),
    'GET /stockists/{id}/stats': ok({ package: 'Mobile Stockist', rebate: 5, rebate_bonus: 0 }),
    'GET /stockists/{id}/stock': ok([]),
    'GET /stockists/{id}/rebate-earnings': ok([]),
    'GET /stockists/{id}/sales-stats': ok({ total_purchases: 0, total_sales: 0 }),
    'GET /purchases/stockist-prev-month-sales/{id}': ok({
      month: '2026-02',
      total_sales: 0,
      remaining_allowance: 0,
    }),
    'GET /purchases/stockist/{uuid}/history': ok(page([])),
    'GET /purchases/vendor/{id}/processed-orders': ok(page([])),
    'GET /products/active': ok([]),
  };
}

/** Every read of the screens never answers (the member is known). */
export function loadingStockistApi(): ContractRoutes {
  return {
    ...Object.fromEntries(Object.keys(stockistApi()).map((key) => [key, pending])),
    'GET /auth/user': ok(stockistMember()),
    'GET /stockists/user/{uuid}/single': ok(myStore()),
  };
}

/** Every read of the screens answers `status` (the member and their store are known). */
export function errorStockistApi(
  status = 501,
  message = 'This operation is not implemented yet.',
): ContractRoutes {
  return {
    ...Object.fromEntries(Object.keys(stockistApi()).map((key) => [key, fail(status, message)])),
    'GET /auth/user': ok(stockistMember()),
    'GET /stockists/user/{uuid}/single': ok(myStore()),
  };
}
