import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../support/browser';
import { DEMO_PASSWORD, memberSignIn } from '../support/member';
import { adminSignIn } from '../support/admin';

/*
 * The stockist portal end to end on the demo data (docs/pickups-and-stockists.md): gbenga applies to
 * run a store with a receipt, an administrator approves it in the back office, gbenga takes his
 * registration pickup as stock and it is approved, halima orders a pickup at his store and reveals
 * its code, gbenga serves it by that code, and the stock, her allowance and his rebate add up.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The development server's administrator (README, "Configuration"). */
const ADMIN = { email: 'admin@kolaherbal.test', password: 'Admin-Password-2026' };
const STORE = 'Gbenga Wellness Hub';

/** A 1×1 PNG: the receipt gbenga uploads (its type is checked by content). */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

async function api<T>(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

const adminToken = async () =>
  (await api<{ access_token: string }>('POST', '/auth/admin-login', null, ADMIN)).access_token;

async function memberSession(username: string) {
  const login = await api<{ access_token: string }>('POST', '/auth/login', null, {
    username,
    password: DEMO_PASSWORD,
  });
  const user = await api<{ uuid: string }>('GET', '/auth/user', login.access_token);
  return { token: login.access_token, uuid: user.uuid };
}

interface Store {
  id: number;
  uuid: string;
  payment_id?: number;
  stockist_status: string;
}

describe('gbenga becomes a stockist and serves halima’s order', () => {
  it('applies, is approved, buys stock, serves an order by its code, and it all adds up', async () => {
    const page = await newPage(browser);
    await memberSignIn(page, 'gbenga');
    const gbenga = await memberSession('gbenga');

    // 1. Become a Stockist: the disclaimer, the store, the package, the signee and the receipt.
    await page.goto('/user/stockist_reg');
    const form = page.getByRole('form', { name: 'Stockist registration' });
    await form.getByRole('switch').check();
    await form.getByLabel('Store name', { exact: true }).fill(STORE);
    await form.getByLabel('Store phone', { exact: true }).fill('08035551234');
    await form.getByLabel('Store address', { exact: true }).fill('14 Allen Avenue, Ikeja');
    await form.getByLabel('State', { exact: true }).selectOption({ label: 'Lagos' });
    await form
      .getByLabel('Stockist package', { exact: true })
      .selectOption({ label: 'Mobile Stockist — ₦350,000.00' });
    await form.getByLabel('Referrer username or email (optional)').fill('ada');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    // The live preview repeats what is typed.
    await page.getByText(STORE).first().waitFor();
    await form.getByRole('button', { name: 'Register as stockist' }).click();
    await page
      .getByText(/awaiting approval/i)
      .first()
      .waitFor({ timeout: 30_000 });

    // 2. An administrator approves the registration in Transactions › Stockist History: gbenga is
    // a stockist, ada is paid as signee.
    const admin = await adminToken();
    const pending = await api<Store>('GET', `/stockists/user/${gbenga.uuid}/single`, admin);
    expect(pending.stockist_status).toBe('pending');
    const office = await newPage(browser);
    await adminSignIn(office);
    await office.goto('/admin/transactions?tab=stockists');
    const registrations = office.getByRole('table', { name: 'Stockist registrations' });
    await registrations.getByRole('button', { name: `Approve ${STORE}`, exact: true }).click();
    const confirm = office.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to approve this stockist?').waitFor();
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await office.getByText('Stockist registration approved successfully').first().waitFor();
    await registrations
      .getByRole('button', { name: `Approve ${STORE}`, exact: true })
      .waitFor({ state: 'detached' });
    await office.context().close();
    // Approving again changes nothing and says so.
    await expect(
      api('PATCH', `/stockists/${pending.payment_id}/approve-registration`, admin),
    ).rejects.toThrow(/409/);
    const store = await api<Store>('GET', `/stockists/user/${gbenga.uuid}/single`, gbenga.token);
    expect(store.stockist_status).toBe('approved');

    // 3. Stock purchase: the registration pickup, 4 × Moringa Leaf Capsules (₦34,000).
    await page.reload();
    await page.getByRole('link', { name: 'Stock Purchase' }).first().click();
    await page.waitForURL(/\/user\/stockpurchase$/);
    await page.getByLabel('Pick-up type').selectOption({ label: 'Registration pickup' });
    await page.getByLabel('Quantity of Moringa Leaf Capsules', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Add Moringa Leaf Capsules to cart' }).click();
    await page.getByRole('button', { name: 'Submit Selection' }).click();
    type Purchases = { data: { purchase_id: number; status: string; total_price: number }[] };
    const purchases = () =>
      api<Purchases>('GET', `/purchases/stockist/${gbenga.uuid}/history`, gbenga.token).then((p) => p.data);
    await expect.poll(async () => (await purchases()).length, { timeout: 30_000 }).toBe(1);
    const [purchase] = await purchases();
    expect(purchase).toMatchObject({ status: 'processing', total_price: 34_000 });

    // The administrator approves it: the stock rises by the quantities.
    await api('PATCH', `/purchases/${purchase!.purchase_id}/approve-stock`, admin);
    const stockAfterPurchase = await api<{ name: string; quantity: number }[]>(
      'GET',
      `/stockists/${store.id}/stock`,
      gbenga.token,
    );
    expect(stockAfterPurchase.find((s) => s.name === 'Moringa Leaf Capsules')?.quantity).toBe(4);

    // 4. halima orders 3 × Moringa (₦25,500) at gbenga's store against her registration pickup.
    const halima = await memberSession('halima');
    type Allowance = { registration_pickup: { remaining: number } };
    const before = await api<Allowance>(
      'GET',
      `/purchases/user/${halima.uuid}/pickup-allowances`,
      halima.token,
    );
    const products = await api<{ id: number; name: string }[]>('GET', '/products/active', halima.token);
    const moringa = products.find((p) => p.name === 'Moringa Leaf Capsules')!;
    const order = await api<{ id: number }>('POST', `/purchases/user/${halima.uuid}`, halima.token, {
      products: [{ id: moringa.id, qty: 3 }],
      pickup_type: 'registration_pickup',
      stockist_id: store.id,
    });
    const { code } = await api<{ code: string }>('POST', '/purchases/order-code', halima.token, {
      password: DEMO_PASSWORD,
      order_id: order.id,
    });

    // 5. gbenga serves it by its code.
    await page.getByRole('link', { name: 'Order Processing' }).first().click();
    await page.waitForURL(/\/user\/order$/);
    await page.getByLabel('Order code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Fetch order' }).click();
    await page.getByText('halima').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Approve Order' }).click();
    await page
      .getByRole('table', { name: /processed orders/i })
      .getByText('halima')
      .first()
      .waitFor({
        timeout: 30_000,
      });

    // 6. It adds up: 4 − 3 units left, halima's allowance spent by ₦25,500, a 5% rebate of ₦1,275.
    const stock = await api<{ name: string; quantity: number }[]>(
      'GET',
      `/stockists/${store.id}/stock`,
      gbenga.token,
    );
    expect(stock.find((s) => s.name === 'Moringa Leaf Capsules')?.quantity).toBe(1);
    const after = await api<Allowance>(
      'GET',
      `/purchases/user/${halima.uuid}/pickup-allowances`,
      halima.token,
    );
    expect(after.registration_pickup.remaining).toBe(before.registration_pickup.remaining - 25_500);
    const stats = await api<{ rebate: number; rebate_bonus: number }>(
      'GET',
      `/stockists/${store.id}/stats`,
      gbenga.token,
    );
    expect(stats).toMatchObject({ rebate: 5, rebate_bonus: 1_275 });

    // The record shows the rebate wallet in naira.
    await page.getByRole('link', { name: 'Stockist Record' }).first().click();
    await page.waitForURL(/\/user\/stockistrecord$/);
    await page.getByText('₦1,275.00').first().waitFor({ timeout: 30_000 });
    await page.context().close();
  }, 240_000);
});
