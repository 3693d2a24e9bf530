/**
 * Sample data for the commerce stories and tests (UI/Commerce/*): products, carts, stockists,
 * orders and stock. Images are inline SVG so stories never reach the network.
 */
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
