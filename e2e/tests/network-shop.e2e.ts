import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from '../support/browser';
import { DEMO_PASSWORD, memberSignIn } from '../support/member';

/*
 * The member's network and shop on the demo data (docs/screens/member.md#demo-data): ada browses
 * her downlines and genealogy (finding jide four levels down), orders a registration pickup at
 * chidi's store and reveals its code, repurchases from her wallet, and bola, who recruited her,
 * sees the unilevel bonus with its explanation.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** How wide the page is drawn: wider than the viewport means a phone scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('ada’s network and shop', () => {
  it('browses her downlines and genealogy, finding a member four levels down', async () => {
    const page = await newPage(browser, { width: 360, height: 800 });
    await memberSignIn(page, 'ada');

    await page.goto('/user/downlines');
    const direct = page.getByRole('list', { name: 'Direct downlines' });
    await direct.getByText('chidi', { exact: false }).first().waitFor();
    await direct.getByText('dayo', { exact: false }).first().waitFor();
    const all = page.getByRole('table', { name: 'All downlines' });
    await all.getByText('jide', { exact: false }).first().waitFor();
    await page.getByRole('searchbox', { name: 'Search downlines' }).fill('gbe');
    // Only gbenga's row is left once the search has answered.
    await expect.poll(() => all.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
    expect(await all.locator('tbody tr').first().innerText()).toMatch(/gbenga/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    await page.goto('/user/genealogy');
    await page.getByRole('tree').waitFor();
    const search = page.getByRole('searchbox', { name: 'Search by username' });
    await search.fill('jide');
    await search.press('Enter');
    const details = page.getByRole('region', { name: 'Member details' });
    await details.getByText('@jide').waitFor();
    // The path down to jide is open: his box is in the tree.
    expect(await page.locator('[role="tree"] [data-username="jide"]').count()).toBeGreaterThan(0);
    await page.context().close();
  }, 120_000);

  it('orders a registration pickup at chidi’s store, reveals its code, and repurchases from her wallet', async () => {
    const page = await newPage(browser);
    await memberSignIn(page, 'ada');
    await page.goto('/user/repurchase');

    // Registration pickup: 2 × Moringa Leaf Capsules (₦17,000) out of her Gold's ₦140,000.
    await page
      .getByRole('region', { name: 'Registration pickup' })
      .getByText('₦140,000.00')
      .first()
      .waitFor();
    await page.getByLabel('Pick-up type').selectOption({ label: 'Registration pickup' });
    await page.getByLabel('Quantity of Moringa Leaf Capsules', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add Moringa Leaf Capsules to cart' }).click();
    await page.getByRole('button', { name: 'Select Chidi Herbal Store' }).click();
    const cart = page.getByRole('region', { name: 'Cart' });
    await cart.getByText('₦17,000.00').first().waitFor();
    await cart.getByRole('button', { name: 'Submit Selection' }).click();
    await page.getByText('Order placed successfully').first().waitFor();
    await page
      .getByRole('region', { name: 'Registration pickup' })
      .getByText('₦123,000.00')
      .first()
      .waitFor();

    // The code appears only after the password, and a wrong one is refused.
    const history = page.getByRole('table', { name: 'Purchase history' });
    await history.getByText('Registration pickup').first().waitFor();
    await history
      .getByRole('button', { name: /^Order code of/ })
      .first()
      .click();
    const codeDialog = page.getByRole('dialog', { name: 'Order code' });
    await codeDialog.getByLabel('Password', { exact: true }).fill('Not-Her-Password-1');
    await codeDialog.getByRole('button', { name: 'Show order code' }).click();
    await codeDialog.getByRole('alert').waitFor();
    await codeDialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await codeDialog.getByRole('button', { name: 'Show order code' }).click();
    const code = await codeDialog.getByText(/^[A-Z0-9]{4}-?[A-Z0-9]{4}-?[A-Z0-9]{4}$/).innerText();
    expect(code.replace(/-/g, '')).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    await codeDialog.getByRole('button', { name: 'Done' }).click();

    // A repurchase from the wallet: 1 × Black Seed Oil (₦12,000, 3 PV).
    await page.getByLabel('Pick-up type').selectOption({ label: 'Repurchase pickup' });
    await page.getByLabel('Quantity of Black Seed Oil', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Add Black Seed Oil to cart' }).click();
    // The store chosen for the first order stays chosen.
    await page.getByText(/Collect at Chidi Herbal Store/).waitFor();
    await cart.getByRole('button', { name: 'Pay with wallet' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Pay ₦12,000.00' }).click();
    await history.getByText('Repurchase pickup').first().waitFor({ timeout: 30_000 });
    await page.context().close();
  }, 120_000);

  it('bola, who recruited ada, sees the unilevel bonus of her repurchase with its explanation', async () => {
    const page = await newPage(browser);
    await memberSignIn(page, 'bola');
    const recent = page.getByRole('list', { name: 'Recent earnings' });
    // 1% of 3 PV × ₦3,500 = ₦105.00, generation 1 of ada's sponsor chain.
    const line = recent.locator('li').filter({ hasText: 'from ada' }).filter({ hasText: '₦105.00' });
    await line.first().waitFor({ timeout: 30_000 });
    expect(await line.first().innerText()).toMatch(/1st generation/);
    await page.context().close();
  }, 120_000);
});
