import type { Browser, Page } from 'playwright-core';
import { codeFromOutbox, newPage } from './browser';

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
  // The dashboard shown, not only its address: the session token is stored as the address
  // changes, and a page.goto at that very moment can open the next page before the browser has
  // the token (it then goes to the login screen).
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

const signedIn = new WeakMap<Browser, Page>();

/**
 * The administrator's page of this browser, signed in once (from inside a test, where newPage may
 * run): with 2FA on, a second sign-in moments after the first does not get its code in time.
 */
export async function adminPage(browser: Browser): Promise<Page> {
  let page = signedIn.get(browser);
  if (!page) {
    page = await newPage(browser);
    await adminSignIn(page);
    signedIn.set(browser, page);
  }
  return page;
}
