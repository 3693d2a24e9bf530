import type { TestServer } from './helper';

/*
 * Fixtures of the stockist registration tests: receipts (files whose type is found by content)
 * and the multipart forms the registration and upgrade send.
 */

/** A small PDF: its content starts with the PDF signature. */
export const pdf = (bytes = 64) =>
  new Blob([`%PDF-1.4\n${'%'.repeat(Math.max(0, bytes - 16))}\n%%EOF\n`], { type: 'application/pdf' });

/** The start of a PNG: the signature, then the IHDR chunk. */
export const png = () =>
  new Blob(
    [
      new Uint8Array([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0,
        0, 1, 8, 6, 0, 0, 0,
      ]),
    ],
    { type: 'image/png' },
  );

/** A Windows program named and typed as a PDF: refused by its content. */
export const disguised = () =>
  new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff])], {
    type: 'application/pdf',
  });

export const STORE = {
  store_name: 'Surulere Natural Health',
  store_address: '21 Bode Thomas Street, Surulere',
  store_state: 'lagos',
  store_phone: '+2348031234567',
  stockist_package_id: '1',
};

/** Sends a multipart form (text fields and, unless null, a `payment_receipt` file). */
export async function sendForm(
  server: TestServer,
  method: string,
  path: string,
  token: string,
  fields: Record<string, string>,
  receipt: Blob | null = pdf(),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (receipt) form.append('payment_receipt', receipt, 'receipt.pdf');
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) };
}

/** POST /stockists/create with the given fields over a valid store. */
export const register = (
  server: TestServer,
  token: string,
  fields: Record<string, string> = {},
  receipt: Blob | null = pdf(),
) => sendForm(server, 'POST', '/api/stockists/create', token, { ...STORE, ...fields }, receipt);

/** POST /stockists/{id}/upgrade to `packageId`. */
export const requestUpgrade = (
  server: TestServer,
  token: string,
  storeId: number,
  packageId: number,
  receipt: Blob | null = pdf(),
) =>
  sendForm(
    server,
    'POST',
    `/api/stockists/${storeId}/upgrade`,
    token,
    { stockist_package_id: String(packageId) },
    receipt,
  );
