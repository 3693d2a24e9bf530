import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../support/browser';
import { adminPage } from '../support/admin';

/*
 * The back office's plan settings and catalogue on the real server and demo data
 * (docs/screens/back-office.md#preview-of-a-change): a settings change is previewed on the real
 * network before it is saved, and what is saved reads back; a rank added to the catalogue reads
 * back in its list.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** ₦12,345.67 → 12345.67; "5 %" → 5 */
const numberIn = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** The "Current value: …" of a settings card, as a number. */
async function currentValue(page: Page, label: string) {
  const card = page.getByRole('region', { name: label });
  const line = card.getByText(/^Current value:/);
  await line.waitFor();
  return numberIn((await line.textContent()) ?? '');
}

/** A figure of the preview: the Current and Proposed cells of `row` in the table captioned `caption`. */
async function previewFigure(page: Page, caption: string, row: string) {
  const table = page.getByRole('dialog', { name: 'Preview effect' }).getByRole('region', { name: caption });
  const cells = table.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell');
  await cells.first().waitFor();
  return {
    current: numberIn(await cells.nth(0).innerText()),
    proposed: numberIn(await cells.nth(1).innerText()),
  };
}

describe('an administrator changing the plan', () => {
  it('previews a higher welcome bonus on the real network, saves it after the confirmation, and it reads back', async () => {
    const page = await adminPage(browser);
    await page.goto('/admin/bonus-settings');
    const label = 'Welcome bonus percentage';
    const before = await currentValue(page, label);
    const after = before + 1;

    const card = page.getByRole('region', { name: label });
    await card.getByRole('textbox').fill(String(after));
    await card.getByRole('button', { name: 'Preview effect' }).click();

    const dialog = page.getByRole('dialog', { name: 'Preview effect' });
    await dialog
      .getByRole('list', { name: 'What changes' })
      .getByText(`${label}: ${before} % → ${after} %`)
      .waitFor();
    // A Starter registration pays its sponsor more welcome bonus under the new value, and the
    // next runs are previewed too.
    const starter = await previewFigure(page, 'Starter', 'Total paid');
    expect(starter.proposed).toBeGreaterThan(starter.current);
    await dialog.getByRole('region', { name: /^Matching bonus \(/ }).waitFor();

    await dialog.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Save this change?' });
    await confirm.getByText(`${label}: ${before} % → ${after} %`).waitFor();
    await confirm.getByRole('button', { name: 'Yes, save' }).click();
    await page.getByText('Setting updated successfully').first().waitFor();

    await page.reload();
    expect(await currentValue(page, label)).toBe(after);

    // Back to the seeded value, so the other journeys meet the plan they expect.
    await card.getByRole('textbox').fill(String(before));
    await card.getByRole('button', { name: 'Preview effect' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirm.getByRole('button', { name: 'Yes, save' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.reload();
    expect(await currentValue(page, label)).toBe(before);
  }, 120_000);
});

describe('an administrator changing the catalogue', () => {
  it('adds a rank, which the ranks list shows after a reload with its package and eligibility', async () => {
    const page = await adminPage(browser);
    await page.goto('/admin/ranks');
    const name = `Emerald ${Date.now().toString(36)}`;

    await page.getByRole('button', { name: 'Add Rank' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Rank' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Points (PV)' }).fill('50000');
    await dialog.getByRole('combobox', { name: 'Global profit' }).selectOption('1');
    await dialog.getByRole('combobox', { name: 'Package' }).selectOption({ label: 'Gold' });
    await dialog.getByRole('button', { name: /Create|Save/ }).click();
    await page.getByText('Rank created successfully').first().waitFor();

    await page.reload();
    const row = page.getByRole('table', { name: 'Ranks' }).getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Eligible[\s\S]*Gold|Gold[\s\S]*Eligible/);
    expect(await row.innerText()).not.toMatch(/Not-Eligible/);
  }, 120_000);
});
