import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { codeFromOutbox, launch, newPage } from '../support/browser';
import { ADMIN } from '../support/admin';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function passwordStep(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

describe('an administrator', () => {
  it('logs in, turns 2FA on, logs out, and logs in again with the emailed code', async () => {
    const page = await newPage(browser);
    await passwordStep(page);
    await page.waitForURL(/\/admin\/dashboard$/);

    await page.getByRole('navigation').getByRole('link', { name: 'Security' }).click();
    await page.waitForURL(/\/admin\/security$/);
    const toggle = page.getByRole('switch');
    await toggle.waitFor();
    await toggle.click();
    await page.getByText('2FA enabled successfully').first().waitFor();

    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await page.getByText('Are you sure you want to log out?').waitFor();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /log ?out|yes|confirm/i })
      .click();
    await page.waitForURL(/\/admin-login/);

    await passwordStep(page);
    await page.waitForURL(/\/admin-two-factor-auth\?email=/);
    // The page mails the code on load.
    let code = '';
    for (let i = 0; i < 40 && !code; i++) {
      code = await codeFromOutbox(ADMIN.email, /sign-in/).catch(() => '');
      if (!code) await new Promise((r) => setTimeout(r, 250));
    }
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: /authenticate/i }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('navigation').getByText('Dashboard').first().waitFor();
    await page.context().close();
  });
});
