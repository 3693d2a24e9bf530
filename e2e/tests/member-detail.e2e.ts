import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../support/browser';
import { adminPage } from '../support/admin';

/*
 * The back office's member detail (docs/screens/back-office.md#member-detail) on the real server
 * and demo data: an administrator finds ada, opens every tab, mails her a message (the local
 * outbox has it) and pays her by bank transfer from her wallet.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const stamp = Date.now().toString(36);

/** The mails the local outbox holds for `to`, newest first. */
async function outbox(to: string) {
  const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: { subject: string; text: string }[] }).data;
}

/** ₦12,345.67 → 12345.67 */
const naira = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** The wallet tab's "Available balance: ₦…", in naira. */
async function availableBalance(page: Page) {
  const line = page.getByText(/^Available balance:/);
  await line.waitFor();
  return naira((await line.textContent()) ?? '');
}

/** Opens a tab of the member detail and waits until it shows `sign`. */
async function openTab(page: Page, name: string, sign: string | RegExp) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tabpanel').getByText(sign).first().waitFor({ timeout: 15_000 });
}

describe('the member detail of the back office', () => {
  it('finds ada, opens every tab, mails her a message and pays her by bank transfer', async () => {
    const page = await adminPage(browser);
    await page.getByRole('navigation').getByRole('link', { name: 'Members' }).click();
    await page.waitForURL(/\/admin\/users$/);
    await page.getByRole('searchbox', { name: 'Search members' }).fill('ada');
    const table = page.getByRole('table', { name: 'Members' });
    await table.getByRole('link', { name: 'Ada Okafor' }).click();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Ada Okafor' }).waitFor();

    // Every tab of a paid member who runs no store, each with what it reads.
    await page.getByRole('region', { name: 'Upline' }).waitFor();
    await openTab(page, 'Network Structure', /chidi/i);
    await openTab(page, 'Password', 'New password');
    await openTab(page, 'Login 2FA', /2FA|code by email/i);
    await openTab(page, 'Dashboard', 'Claimed incentives');
    await page.getByRole('tab', { name: 'Order History', exact: true }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('table')
      .or(page.getByRole('tabpanel').getByText('There are no orders'))
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.getByRole('tab', { name: 'Stockist Record' }).count()).toBe(0);

    // Send Message: the outbox has it.
    const subject = `Your pickup is ready ${stamp}`;
    await openTab(page, 'Send Message', 'Subject');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Please collect your products this week.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message Sent successfully').first().waitFor();
    const mail = (await outbox('ada@example.com')).find((m) => m.subject === subject);
    expect(mail?.text).toContain('Please collect your products this week.');

    // Bank Details: the demo has none; the administrator saves a verified account for her.
    await openTab(page, 'Bank Details', /Bank details/);
    if ((await page.getByText('User has not submitted bank details').count()) > 0) {
      await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Access Bank' });
      await page.getByLabel('Account number', { exact: true }).fill('0123456789');
      await expect
        .poll(() => page.getByLabel('Account name', { exact: true }).inputValue(), { timeout: 15_000 })
        .toBe('SANDBOX ACCOUNT 6789');
      await page.getByRole('button', { name: 'Update Data' }).click();
      await page.getByText('Bank details updated successfully').first().waitFor();
    }
    await page.getByRole('tabpanel').getByText('SANDBOX ACCOUNT 6789').first().waitFor();

    // Wallet: pay ₦100 by bank transfer, confirmed first; the balance falls by as much.
    await openTab(page, 'Wallet', /^Available balance:|This tab could not be loaded/);
    const before = await availableBalance(page);
    expect(before).toBeGreaterThanOrEqual(100);
    await page.getByLabel('Amount (₦)').fill('100');
    await page.getByLabel('Reason', { exact: true }).fill('E2E goodwill payment');
    await page.getByRole('button', { name: 'Pay member' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/Pay ₦100\.00 from Ada Okafor's wallet/).waitFor();
    await confirm.getByRole('button', { name: 'Pay member' }).click();
    await page
      .getByText(/Transfer (successful|sent)/)
      .first()
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => availableBalance(page), { timeout: 15_000 }).toBeCloseTo(before - 100, 2);
  }, 180_000);

  it('the detail of an unpaid member says so (dayo)', async () => {
    const page = await adminPage(browser);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search members' }).fill('dayo');
    await page.getByRole('table', { name: 'Members' }).getByRole('link', { name: /Dayo/ }).click();
    await page.getByText('This user is Inactive').waitFor();
    expect(await page.getByRole('tab', { name: 'Send Message' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }, 120_000);
});
