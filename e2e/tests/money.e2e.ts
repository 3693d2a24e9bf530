import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, codeFromOutbox, launch, newPage } from '../support/browser';
import { adminSignIn } from '../support/admin';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const stamp = Date.now().toString(36);
const password = 'Correct-Horse-9';

/**
 * Registers a partner on `packageLabel` under `upline`, confirms the email and signs in: /welcome.
 * The demo fills the root's, ada's and chidi's slots; ifeoma and jide have free ones (member.e2e.ts
 * takes halima's, and bola's are left to the visitors who register without a link).
 */
async function registerAndSignIn(page: Page, upline: string, username: string, packageLabel: string) {
  const email = `${username}@example.com`;
  await page.goto(`/register?ref=${upline}`);
  await expect
    .poll(() => page.getByLabel('Upline (placement) username').inputValue(), { timeout: 15_000 })
    .toBe(upline);
  await page.getByLabel('First name', { exact: true }).fill('Emeka');
  await page.getByLabel('Last name', { exact: true }).fill('Nwosu');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone number', { exact: true }).fill('08031234567');
  await page.getByLabel('Registration package').selectOption({ label: packageLabel });
  await page.getByLabel('I have read and accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL(/\/email-confirmation\?email=/);

  await page.getByLabel('Code', { exact: true }).fill(await codeFromOutbox(email));
  await page.getByRole('button', { name: /confirm/i }).click();
  await page.waitForURL(/\/login/);

  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/welcome$/);
}

/** minimum_withdrawal as apps/api/src/db/seed.ts sets it, for when GET /settings/all is not served. */
const SEEDED_MINIMUM_WITHDRAWAL = 2000;

/** The panel a failed GET /users/{uuid}/profile puts where the bank details belong. */
const BANK_READ_ERROR = 'We could not load your bank details';

/** How wide the page is drawn: wider than the viewport means a phone scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** What the API says, read with the member's own session (the browser's stored token). */
async function apiTry<T>(page: Page, path: string) {
  const token = await page.evaluate(() => localStorage.getItem('kola.session-token'));
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: T };
  return { ok: res.ok, status: res.status, data: body.data };
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const answer = await apiTry<T>(page, path);
  if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
  return answer.data;
}

describe('money moves through the member screens', () => {
  it('a new Gold partner saves bank details, pays by card in the sandbox checkout, lands on the dashboard, then withdraws part of the welcome bonus', async () => {
    const page = await newPage(browser, { width: 360, height: 780 }); // a small phone
    const username = `emeka${stamp}`;
    await registerAndSignIn(page, 'ifeoma', username, 'Gold — ₦140,000.00');
    await page.getByText('Welcome, Emeka Nwosu').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    // Bank details: any 10-digit account resolves in the sandbox; the name comes from the provider.
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Access Bank' });
    await page.getByLabel('Account number', { exact: true }).fill('0123456789');
    await expect
      .poll(() => page.getByLabel('Account name', { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe('SANDBOX ACCOUNT 6789');
    await page.getByRole('button', { name: 'Save bank details' }).click();
    await page.getByText('Bank details updated successfully').first().waitFor();
    // The welcome page reads the saved details back (GET /users/{uuid}/profile), also after a reload.
    await page.reload();
    await page.getByText('Welcome, Emeka Nwosu').waitFor();
    await expect
      .poll(() => page.getByLabel('Account number', { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe('0123456789');
    expect(await page.getByLabel('Account name', { exact: true }).inputValue()).toBe('SANDBOX ACCOUNT 6789');
    expect(await page.getByText(BANK_READ_ERROR).count()).toBe(0);

    // Pay Now: the sandbox checkout opens in the payment modal; Pay inside the frame.
    await page.getByText('₦140,000.00').first().waitFor();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay for your registration' });
    await dialog.waitFor();
    await dialog.getByRole('timer', { name: 'Time left' }).waitFor();
    const checkout = page.frameLocator('iframe[title="Payment checkout"]');
    await checkout.getByRole('button', { name: 'Pay ₦140,000.00' }).click();

    await page.getByText('Payment Verified successfully').first().waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/user\/dashboard$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    // The welcome bonus (2% of 40 PV × ₦3,500 = ₦2,800) is in the wallet; withdraw the minimum.
    const me = await apiGet<{ uuid: string }>(page, '/auth/user');
    const settings = await apiTry<{ minimum_withdrawal: number }>(page, '/settings/all');
    const amount = settings.ok ? settings.data.minimum_withdrawal : SEEDED_MINIMUM_WITHDRAWAL;
    const wallet = await apiGet<{ wallet_balance: number }>(page, `/bonuses/${me.uuid}/wallet-balance`);
    expect(wallet.wallet_balance).toBeGreaterThanOrEqual(amount);

    await page.goto('/user/wallet');
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await page.getByLabel('Withdrawal charges and limits').waitFor();
    await page.getByText('There are no withdrawals').waitFor();
    // The saved account is shown, not an error panel in its place.
    await page.getByText(/Withdrawals are paid to\s+SANDBOX ACCOUNT 6789/).waitFor();
    expect(await page.getByText(BANK_READ_ERROR).count()).toBe(0);
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /could not load/i })
        .count(),
    ).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await page.getByLabel('Withdrawal amount (₦)').fill(String(amount));
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Withdrawal Request successful').first().waitFor();

    const history = page.getByRole('table', { name: 'Withdrawals' });
    await history.getByText('Pending').waitFor();
    const pending = await apiGet<{ amount: number; status: string }[]>(
      page,
      `/withdrawals/${me.uuid}/pending`,
    );
    expect(pending).toEqual([expect.objectContaining({ amount, status: 'pending' })]);
    await page.context().close();

    // An administrator approves it in Transactions › Withdrawal History: the sandbox pays at once.
    const admin = await newPage(browser);
    await adminSignIn(admin);
    await admin.getByRole('navigation').getByRole('link', { name: 'Transactions' }).click();
    await admin.waitForURL(/\/admin\/transactions/);
    await admin.getByRole('button', { name: `Approve the withdrawal of ${username}` }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByText(new RegExp(`to ${username}'s bank account now\\?`)).waitFor();
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Withdrawal approved successfully').first().waitFor();
    await admin
      .getByRole('button', { name: `Approve the withdrawal of ${username}` })
      .waitFor({ state: 'detached' });
    await admin.context().close();
  }, 180_000);

  it('a declined sandbox payment shows "Unable to verify payment" and stays on the welcome page', async () => {
    const page = await newPage(browser);
    await registerAndSignIn(page, 'jide', `ifeoma${stamp}`, 'Starter — ₦17,500.00');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = page.frameLocator('iframe[title="Payment checkout"]');
    await checkout.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Unable to verify payment').first().waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/welcome');
    await page.context().close();
  }, 120_000);
});
