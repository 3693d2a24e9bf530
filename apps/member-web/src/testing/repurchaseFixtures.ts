import type { components } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { fail, ok, pending } from '@kola/app-shell/testing';
import { silverMember, wallet } from './moneyFixtures';

type Schemas = components['schemas'];

/** An inline picture, so stories never reach the network. */
const picture = (fill: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${fill}"/><circle cx="32" cy="32" r="18" fill="#eef7f0"/></svg>`,
  );

const product = (
  fields: Pick<Schemas['Product'], 'id' | 'name' | 'worth' | 'points'> & Partial<Schemas['Product']>,
) =>
  ({
    description: null,
    image: null,
    is_active: true,
    in_stock: true,
    stock_qty: 50,
    ...fields,
  }) satisfies Schemas['Product'];

/** The seeded products (docs/pickups-and-stockists.md#products). */
export const products: Schemas['Product'][] = [
  product({ id: 1, name: 'Moringa Leaf Capsules', worth: 8500, points: 2, image: picture('#2f8f55') }),
  product({ id: 2, name: 'Bitter Kola Tonic', worth: 6000, points: 1, image: picture('#c9a227') }),
  product({ id: 3, name: 'Black Seed Oil', worth: 12000, points: 3, image: picture('#1b5c36') }),
  product({ id: 4, name: 'Ginger & Garlic Tea', worth: 4500, points: 1 }),
  product({ id: 5, name: 'Prostate Care Blend', worth: 17500, points: 5, image: picture('#8a5a00') }),
  product({ id: 6, name: 'Shea Body Butter', worth: 5000, points: 1, image: picture('#aad8b7') }),
];

export const allowances = (
  registrationRemaining = 20000,
  upgradeRemaining = 0,
): Schemas['PickupAllowances'] => ({
  registration_pickup: {
    allowance: 50000,
    used: 50000 - registrationRemaining,
    remaining: registrationRemaining,
  },
  upgrade_pickup: {
    allowance: upgradeRemaining,
    used: 0,
    remaining: upgradeRemaining,
  },
});

const stockist = (
  fields: Pick<
    Schemas['Stockist'],
    'id' | 'store_name' | 'store_address' | 'store_state' | 'store_phone' | 'username'
  >,
): Schemas['Stockist'] => ({
  uuid: `0b7c1d2e-0000-4000-8000-00000000000${fields.id}`,
  stockist_package_id: 1,
  stockist_package_name: 'Mobile Stockist',
  stockist_status: 'approved',
  stockist_created_at: '2025-10-01T09:00:00.000Z',
  ...fields,
});

export const stockists: Schemas['Stockist'][] = [
  stockist({
    id: 7,
    username: 'chidi',
    store_name: 'Chidi Herbal Store',
    store_address: '14 Awolowo Road, Ikoyi',
    store_state: 'lagos',
    store_phone: '08031234567',
  }),
  stockist({
    id: 8,
    username: 'tunde',
    store_name: 'Oja Wellness Ibadan',
    store_address: '4 Ring Road, Ibadan',
    store_state: 'oyo',
    store_phone: '08098765432',
  }),
];

export const order = (
  fields: Partial<Schemas['PurchaseOrder']> & { id: number },
): Schemas['PurchaseOrder'] => ({
  purchase_id: fields.id,
  pickup_type: 'registration_pickup',
  stockist_id: 7,
  store_name: 'Chidi Herbal Store',
  store_address: '14 Awolowo Road, Ikoyi',
  store_state: 'lagos',
  store_phone: '08031234567',
  total_quantity: 3,
  total_price: 30000,
  total_points: 6,
  payment_mode: 'allowance',
  status: 'processing',
  created_at: '2026-03-10T09:30:00.000Z',
  ...fields,
});

export const orders: Schemas['PurchaseOrder'][] = [
  order({ id: 1204 }),
  order({
    id: 1187,
    pickup_type: 'repurchase_pickup',
    stockist_id: 8,
    store_name: 'Oja Wellness Ibadan',
    store_address: '4 Ring Road, Ibadan',
    store_state: 'oyo',
    store_phone: '08098765432',
    total_quantity: 2,
    total_price: 24000,
    payment_mode: 'wallet',
    status: 'approved',
    created_at: '2026-02-21T15:00:00.000Z',
  }),
];

export const orderLines: Schemas['PurchaseOrderLine'][] = [
  {
    product_id: 1,
    name: 'Moringa Leaf Capsules',
    image: products[0]!.image,
    product_qty: 2,
    price: 8500,
    points: 2,
  },
  { product_id: 4, name: 'Ginger & Garlic Tea', image: null, product_qty: 3, price: 4500, points: 1 },
];

export const page = <T>(data: T[], current_page = 1, last_page = 1) => ({
  current_page,
  last_page,
  per_page: 10,
  total: data.length + (last_page - 1) * 10,
  data,
});

/** Every read of the repurchase screen, filled: a Silver member with ₦20,000 of registration pickup left. */
export function repurchaseApi(): ContractRoutes {
  return {
    'GET /auth/user': ok(silverMember()),
    'GET /products/active': ok(products),
    'GET /purchases/user/{uuid}/pickup-allowances': ok(allowances()),
    'GET /bonuses/{uuid}/wallet-balance': ok(wallet),
    'GET /stockists/all': ok(page(stockists)),
    'GET /stockists/search': ok(page([stockists[1]!])),
    'GET /purchases/user/{uuid}/history': ok(page(orders)),
    'GET /purchases/{id}/order-details': ok(orderLines),
  };
}

/** No products, no stockists and no orders yet. */
export function emptyRepurchaseApi(): ContractRoutes {
  return {
    ...repurchaseApi(),
    'GET /products/active': ok([]),
    'GET /stockists/all': ok(page([])),
    'GET /purchases/user/{uuid}/history': ok(page([])),
  };
}

/** Every read but the member never answers. */
export function loadingRepurchaseApi(): ContractRoutes {
  return {
    ...Object.fromEntries(Object.keys(repurchaseApi()).map((key) => [key, pending])),
    'GET /auth/user': ok(silverMember()),
  };
}

/** Every read but the member answers `status` (501 by default: no handler yet). */
export function errorRepurchaseApi(
  status = 501,
  message = 'This operation is not implemented yet.',
): ContractRoutes {
  return {
    ...Object.fromEntries(Object.keys(repurchaseApi()).map((key) => [key, fail(status, message)])),
    'GET /auth/user': ok(silverMember()),
  };
}
