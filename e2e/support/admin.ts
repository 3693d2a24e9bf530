import type { Page } from 'playwright-core';
import { codeFromOutbox } from './browser';

/** The administrator the demo data seeds (the defaults of apps/api/src/config.ts: ADMIN_EMAIL and the default password). */
export const ADMIN = { email: 'admin@kolaherbal.test', password: 'Admin-Password-2026' };

/** Signs the administrator in, with the mailed code when 2FA is on (admin.e2e.ts turns it on). */
export async function adminSignIn(page: Page) {
  // A code mailed for an earlier sign-in is not the one to type.
  const earlier = await codeFromOutbox(ADMIN.email, /sign-in/).catch(() => '');
  await page.goto('/admin-login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL(/\/admin\/dashboard$|\/admin-two-factor-auth/);
  if (/two-factor/.test(page.url())) {
    let code = '';
    for (let i = 0; i < 40 && (!code || code === earlier); i++) {
      code = await codeFromOutbox(ADMIN.email, /sign-in/).catch(() => '');
      if (!code || code === earlier) await new Promise((r) => setTimeout(r, 250));
    }
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: /authenticate/i }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
  }
}
