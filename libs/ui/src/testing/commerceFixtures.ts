/**
 * Sample data for the commerce stories and tests (UI/Commerce/*): products, carts, stockists,
 * orders and stock. Images are inline SVG so stories never reach the network.
 */
import type { HeldPaymentRow } from '../components/HeldPayments/HeldPayments';

const svg = (fill: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${fill}"/><circle cx="32" cy="32" r="18" fill="#eef7f0"/></svg>`,
  );

export const SAMPLE_PRODUCT_IMAGE = svg('#2f8f55');
export const SAMPLE_PRODUCT_IMAGE_2 = svg('#c9a227');
export const SAMPLE_RECEIPT_IMAGE = svg('#1f5f9e');

export interface SampleProduct {
  id: number;
  name: string;
  worth: number;
  points: number;
  image: string | null;
  in_stock: boolean;
  stock_qty: number;
}

export const SAMPLE_PRODUCTS: SampleProduct[] = [
  {
    id: 1,
    name: 'Moringa Capsules',
    worth: 4500,
    points: 3,
    image: SAMPLE_PRODUCT_IMAGE,
    in_stock: true,
    stock_qty: 40,
  },
  {
    id: 2,
    name: 'Bitter Leaf Tea',
    worth: 2500.5,
    points: 2,
    image: SAMPLE_PRODUCT_IMAGE_2,
    in_stock: true,
    stock_qty: 12,
  },
  { id: 3, name: 'Ginger Detox Blend', worth: 7800, points: 5, image: null, in_stock: false, stock_qty: 0 },
  {
    id: 4,
    name: 'Neem Herbal Soap',
    worth: 1200,
    points: 1,
    image: SAMPLE_PRODUCT_IMAGE,
    in_stock: true,
    stock_qty: 3,
  },
];

export const SAMPLE_CART_LINES = [
  { id: 1, name: 'Moringa Capsules', price: 4500, qty: 2, points: 3 },
  { id: 2, name: 'Bitter Leaf Tea', price: 2500.5, qty: 1, points: 2 },
];

/** A one-page blank PDF, as an uploaded receipt. */
export const SAMPLE_RECEIPT_PDF =
  'data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCAyMDAgMTAwXSA+PgplbmRvYmoKeHJlZgowIDQKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDA5IDAwMDAwIG4gCjAwMDAwMDAwNTggMDAwMDAgbiAKMDAwMDAwMDExNSAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDQgL1Jvb3QgMSAwIFIgPj4Kc3RhcnR4cmVmCjE4NgolJUVPRgo=';

export const SAMPLE_PURCHASES = [
  {
    id: 1204,
    pickup_type: 'registration_pickup',
    store_name: 'Green Leaf Store',
    store_address: '12 Allen Avenue, Ikeja',
    store_state: 'lagos',
    store_phone: '08031234567',
    total_quantity: 3,
    total_price: 11500.5,
    status: 'processing',
    created_at: '2026-03-10T09:30:00Z',
  },
  {
    id: 1187,
    pickup_type: 'repurchase_pickup',
    store_name: 'Herbal Hub Ibadan',
    store_address: '4 Ring Road, Ibadan',
    store_state: 'oyo',
    store_phone: '08098765432',
    total_quantity: 5,
    total_price: 22500,
    status: 'approved',
    created_at: '2026-02-21T15:00:00Z',
  },
  {
    id: 1150,
    pickup_type: 'upgrade_pickup',
    store_name: 'Green Leaf Store',
    store_address: '12 Allen Avenue, Ikeja',
    store_state: 'lagos',
    store_phone: '08031234567',
    total_quantity: 1,
    total_price: 7800,
    status: 'declined',
    created_at: '2026-01-05T08:00:00Z',
  },
];

export const SAMPLE_STOCKIST_PURCHASES = [
  {
    id: 311,
    pickup_type: 're-stock',
    total_quantity: 40,
    total_price: 180000,
    status: 'processing',
    created_at: '2026-03-02T10:00:00Z',
    payment_receipt: '/storage/receipts/311.jpg',
  },
  {
    id: 298,
    pickup_type: 'registration_pickup',
    total_quantity: 25,
    total_price: 100000,
    status: 'approved',
    created_at: '2026-02-01T10:00:00Z',
    payment_receipt: null,
  },
];

export const SAMPLE_STOCKISTS = [
  {
    id: 1,
    store_name: 'Green Leaf Store',
    store_address: '12 Allen Avenue, Ikeja',
    store_state: 'lagos',
    store_phone: '08031234567',
  },
  {
    id: 2,
    store_name: 'Herbal Hub Ibadan',
    store_address: '4 Ring Road, Ibadan',
    store_state: 'oyo',
    store_phone: '08098765432',
  },
  {
    id: 3,
    store_name: 'Wellness Corner',
    store_address: '88 Herbert Macaulay Way, Yaba',
    store_state: 'lagos',
    store_phone: '08022223333',
  },
];

export const SAMPLE_PROCESSED_ORDERS = [
  {
    id: 1187,
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Okafor',
    phone: '08031234567',
    email: 'ada@example.com',
    pickup_type: 'repurchase_pickup',
    status: 'approved',
    created_at: '2026-02-21T15:00:00Z',
  },
  {
    id: 1166,
    username: 'tunde',
    first_name: 'Tunde',
    last_name: 'Bakare',
    phone: '08055556666',
    email: 'tunde@example.com',
    pickup_type: 'registration_pickup',
    status: 'approved',
    created_at: '2026-02-11T11:00:00Z',
  },
];

export const SAMPLE_STOCK = [
  { name: 'Moringa Capsules', cost_price: 4500, quantity: 40, in_stock: 1 },
  { name: 'Bitter Leaf Tea', cost_price: 2500.5, quantity: 12, in_stock: 1 },
  { name: 'Ginger Detox Blend', cost_price: 7800, quantity: 0, in_stock: 0 },
];

export const SAMPLE_REBATE_EARNINGS = [
  { created_at: '2026-03-01T00:00:00Z', value: 5750.25 },
  { created_at: '2026-02-01T00:00:00Z', value: 12400 },
  { created_at: '2026-01-01T00:00:00Z', value: 980 },
];

export const SAMPLE_FETCHED_ORDER = {
  user: {
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Okafor',
    phone: '08031234567',
    email: 'ada@example.com',
    photo_url: null,
  },
  lines: [
    {
      product_purchase_id: 1,
      name: 'Moringa Capsules',
      image: SAMPLE_PRODUCT_IMAGE,
      price: 4500,
      product_qty: 2,
      in_stock: true,
      stock_qty: 40,
      qualify: true,
    },
    {
      product_purchase_id: 2,
      name: 'Bitter Leaf Tea',
      image: SAMPLE_PRODUCT_IMAGE_2,
      price: 2500.5,
      product_qty: 1,
      in_stock: 1,
      stock_qty: 12,
      qualify: true,
    },
  ],
};

export const SAMPLE_FETCHED_ORDER_SHORT = {
  ...SAMPLE_FETCHED_ORDER,
  lines: [
    ...SAMPLE_FETCHED_ORDER.lines,
    {
      product_purchase_id: 3,
      name: 'Ginger Detox Blend',
      image: null,
      price: 7800,
      product_qty: 1,
      in_stock: false,
      stock_qty: 0,
      qualify: true,
    },
  ],
};

export const SAMPLE_STOCKIST_REGISTRATIONS = [
  {
    store_name: 'Green Leaf Store',
    store_address: '12 Allen Avenue, Ikeja',
    store_state: 'lagos',
    store_phone: '08031234567',
    username: 'ada',
    package_name: 'Gold',
    stockist_package: 'Silver Stockist',
    stockist_package_value: 250000,
    stockist_status: 'pending',
    reg_date: '2026-03-01T10:00:00Z',
    payment_id: 71,
    payment_receipt: SAMPLE_RECEIPT_IMAGE,
    payment_status: 'processing',
  },
  {
    store_name: 'Herbal Hub Ibadan',
    store_address: '4 Ring Road, Ibadan',
    store_state: 'oyo',
    store_phone: '08098765432',
    username: 'tunde',
    package_name: 'Diamond',
    stockist_package: 'Gold Stockist',
    stockist_package_value: 500000,
    stockist_status: 'approved',
    reg_date: '2026-01-15T10:00:00Z',
    payment_id: 64,
    payment_receipt: null,
    payment_status: 'approved',
  },
];

export const SAMPLE_PENDING_UPGRADES = [
  {
    payment_id: 90,
    store_name: 'Herbal Hub Ibadan',
    username: 'tunde',
    current_package: 'Gold Stockist',
    new_package: 'Diamond Stockist',
    amount: 250000,
    payment_status: 'processing',
    payment_date: '2026-03-05T12:00:00Z',
    payment_receipt: SAMPLE_RECEIPT_IMAGE,
  },
  {
    payment_id: 88,
    store_name: 'Wellness Corner',
    username: 'bola',
    current_package: 'Silver Stockist',
    new_package: 'Gold Stockist',
    amount: 250000,
    payment_status: 'processing',
    payment_date: '2026-03-04T12:00:00Z',
    payment_receipt: null,
  },
];

export const SAMPLE_STOCK_PURCHASE_REQUESTS = [
  {
    id: 311,
    store_name: 'Green Leaf Store',
    username: 'ada',
    pickup_type: 're-stock',
    total_quantity: 40,
    total_price: 180000,
    status: 'processing',
    created_at: '2026-03-02T10:00:00Z',
    payment_receipt: SAMPLE_RECEIPT_IMAGE,
  },
  {
    id: 298,
    store_name: 'Herbal Hub Ibadan',
    username: 'tunde',
    pickup_type: 'registration_pickup',
    total_quantity: 25,
    total_price: 100000,
    status: 'approved',
    created_at: '2026-02-01T10:00:00Z',
    payment_receipt: null,
  },
];

export const SAMPLE_UPGRADE_HISTORY = [
  {
    id: 5,
    previous_package: 'Silver',
    package: 'Gold',
    amount: 50000,
    status: 'approved',
    created_at: '2026-02-10T10:00:00Z',
  },
  {
    id: 9,
    previous_package: 'Gold',
    package: 'Diamond',
    amount: 120000,
    status: 'processing',
    created_at: '2026-03-08T10:00:00Z',
  },
];

export const SAMPLE_INCENTIVE_REQUESTS = [
  {
    id: 14,
    first_name: 'Ada',
    last_name: 'Okafor',
    username: 'ada',
    package_name: 'Gold',
    points: 1500,
    rank_name: 'Sapphire',
    incentive: 'Smartphone',
    worth: 250000,
    status: 'pending',
  },
  {
    id: 15,
    first_name: 'Tunde',
    last_name: 'Bakare',
    username: 'tunde',
    package_name: 'Diamond',
    points: 12000,
    rank_name: 'Ruby',
    incentive: 'Car fund',
    worth: 2500000,
    status: 'pending',
  },
];

/** Card payments held for review (HeldPayments; the back office's company finance page). */
export const SAMPLE_HELD_PAYMENTS: HeldPaymentRow[] = [
  {
    id: 41,
    reference: 'kp_9f2a61',
    purpose: 'registration',
    expected_amount: 35_000,
    expected_currency: 'NGN',
    received_amount: 34_999.99,
    received_currency: 'NGN',
    reason: 'Provider reported amount 3499999 kobo instead of 3500000.',
    created_at: '2026-11-20T09:15:00Z',
    member: { username: 'ngozi', first_name: 'Ngozi', last_name: 'Okeke', email: 'ngozi@example.com' },
  },
  {
    id: 39,
    reference: 'kp_77c0d4',
    purpose: 'upgrade',
    expected_amount: 70_000,
    expected_currency: 'NGN',
    received_amount: 140,
    received_currency: 'USD',
    reason: 'Provider reported currency USD.',
    created_at: '2026-11-18T14:02:00Z',
    member: { username: 'tunde', first_name: 'Tunde', last_name: 'Bello', email: 'tunde@example.com' },
  },
];
