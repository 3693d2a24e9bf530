import type { Page } from 'playwright-core';

/** The password of every demo member (apps/api's demo data, docs/screens/member.md#demo-data). */
export const DEMO_PASSWORD = 'Demo-Password-2026';

/**
 * Signs a demo member in and waits for the dashboard to show, not only for its address: the
 * session token is stored as the address changes, and a page.goto at that very moment can open
 * the next page before the browser has the token (it then goes to the login screen).
 */
export async function memberSignIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/user\/dashboard$/);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}
