import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, launch, newPage } from '../support/browser';
import { memberSignIn } from '../support/member';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const stamp = Date.now().toString(36);

describe('a new partner', () => {
  it('registers, confirms the email with the mailed code, logs in and lands on the welcome page', async () => {
    const page = await newPage(browser, { width: 390, height: 844 }); // a phone
    const username = `ngozi${stamp}`;
    const email = `${username}@example.com`;

    // halima's slots are free in the demo (bola's are left to the spill-over journeys).
    await page.goto('/register?ref=halima');
    await expect.poll(() => page.getByLabel('Upline (placement) username').inputValue()).toBe('halima');
    await page.getByLabel('First name', { exact: true }).fill('Ngozi');
    await page.getByLabel('Last name', { exact: true }).fill('Okeke');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone number', { exact: true }).fill('08012345678');
    await page.getByLabel('Registration package').selectOption({ label: 'Silver — ₦70,000.00' });
    await page.getByLabel('I have read and accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await page.waitForURL(/\/email-confirmation\?email=/);
    expect(decodeURIComponent(page.url())).toContain(email);

    // A wrong code shows the server's message.
    const code = await codeFromOutbox(email);
    await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: /confirm/i }).click();
    await page.getByText('The code is invalid.').first().waitFor();

    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: /confirm/i }).click();
    await page.waitForURL(/\/login/);
    await page.getByText('Email confirmed successfully, please login to continue').first().waitFor();

    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/welcome$/);
    await page.getByText('Welcome, Ngozi Okeke').waitFor();
    await page
      .getByText(/Day \d of 7/)
      .first()
      .waitFor();

    // Logout asks first, then returns to the login screen.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Are you sure you want to log out?').waitFor();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /log out|yes|confirm/i })
      .click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('kola.session-token'))).toBeNull();
    await page.context().close();
  });

  it('registers without a referral link although the company account is full (spill-over)', async () => {
    const page = await newPage(browser, { width: 360, height: 800 });
    const username = `kemi${stamp}`;
    await page.goto('/register');
    await page.getByText(/Leave empty to be placed in the first free position/).waitFor();
    expect(await page.getByLabel('Upline (placement) username').inputValue()).toBe('');
    await page.getByLabel('First name', { exact: true }).fill('Kemi');
    await page.getByLabel('Last name', { exact: true }).fill('Adebayo');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('Phone number', { exact: true }).fill('08012345670');
    await page.getByLabel('Registration package').selectOption({ index: 1 });
    await page.getByLabel('I have read and accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(/\/email-confirmation\?email=/);

    // Confirm, sign in, pay in the sandbox checkout and land on the dashboard.
    await page.getByLabel('Code', { exact: true }).fill(await codeFromOutbox(`${username}@example.com`));
    await page.getByRole('button', { name: /confirm/i }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/welcome$/);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = page.frameLocator('iframe[title="Payment checkout"]');
    await checkout.getByRole('button', { name: /^Pay ₦/ }).click();
    await page.getByText('Payment Verified successfully').first().waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/user\/dashboard$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.context().close();
  }, 120_000);

  it('sees the server message when the upline has no free slot', async () => {
    const page = await newPage(browser);
    await page.goto('/register?ref=ada');
    await page.getByLabel('First name', { exact: true }).fill('Tunde');
    await page.getByLabel('Last name', { exact: true }).fill('Bello');
    await page.getByLabel('Username', { exact: true }).fill(`tunde${stamp}`);
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
    await page.getByLabel('Email', { exact: true }).fill(`tunde${stamp}@example.com`);
    await page.getByLabel('Phone number', { exact: true }).fill('08012345679');
    await page.getByLabel('Registration package').selectOption({ index: 1 });
    await page.getByLabel('I have read and accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page
      .getByText(/ada already has two direct registrations/)
      .first()
      .waitFor();
    expect(page.url()).toContain('/register');
    await page.context().close();
  });
});

describe('a paid member and a visitor', () => {
  it('a paid member signs in to the dashboard', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Username', { exact: true }).fill('ada');
    await page.getByLabel('Password', { exact: true }).fill('Demo-Password-2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/user\/dashboard$/);
    await page.getByText('Ada Okafor').first().waitFor();
    await page.context().close();
  });

  it('a returning member’s dashboard sends its first reads as the app starts, and nothing twice', async () => {
    const page = await newPage(browser);
    await memberSignIn(page, 'ada');
    // The first visit remembered the member's uuid with the token (docs/adr/0019-early-reads.md).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('kola.account-uuid')))
      .toMatch(/^[0-9a-f-]{36}$/);
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) reads.push(url.pathname.replace(/[0-9a-f-]{36}/, '{uuid}'));
    });
    await page.reload();
    // The reload may come from the service worker (ADR 0022), its load before the reads answer.
    await expect.poll(() => page.getByTestId('withdrawable').textContent(), { timeout: 15_000 }).toMatch(/₦/);
    await page.getByRole('group', { name: 'Matching bonus' }).getByText(/₦/).waitFor();
    await page.waitForLoadState('networkidle');
    // Sent before the page rendered: the summary and four more, the member last.
    expect(reads.slice(0, 6)).toEqual([
      '/api/bonuses/{uuid}/summary',
      '/api/settings/all',
      '/api/withdrawals/{uuid}/pending',
      '/api/bonuses/{uuid}/rank-progress',
      '/api/bonuses/{uuid}/earnings',
      '/api/auth/user',
    ]);
    expect(reads.length).toBe(new Set(reads).size);
    await page.context().close();
  });

  it('a returning member’s page comes from the service worker, her numbers from the API, and nothing private is cached', async () => {
    const page = await newPage(browser);
    await memberSignIn(page, 'ada');
    const wallet = page.getByRole('group', { name: 'Wallet balance' });
    await expect.poll(() => wallet.textContent(), { timeout: 15_000 }).toMatch(/₦/);
    const firstBalance = await wallet.textContent();
    // member-web registers its worker once the page has loaded (docs/adr/0022-service-worker.md).
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));

    const answers: { path: string; status: number; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      answers.push({
        path: url.pathname.replace(/[0-9a-f-]{36}/, '{uuid}'),
        status: response.status(),
        fromWorker: response.fromServiceWorker(),
      });
    });
    const navigation = await page.goto('/user/dashboard');
    expect(navigation?.fromServiceWorker()).toBe(true);
    // The page is there before its reads have answered: wait as long as any locator would.
    await expect.poll(() => page.getByTestId('withdrawable').textContent(), { timeout: 15_000 }).toMatch(/₦/);
    await page.getByRole('group', { name: 'Matching bonus' }).getByText(/₦/).waitFor();
    await page.waitForLoadState('networkidle');
    // The same balance as the visit before the worker existed, read from the server just now.
    expect(await wallet.textContent()).toBe(firstBalance);
    const api = answers.filter((a) => a.path.startsWith('/api/'));
    expect(api).toContainEqual({ path: '/api/bonuses/{uuid}/summary', status: 200, fromWorker: false });
    expect(api.filter((a) => a.fromWorker)).toEqual([]);
    expect(
      answers.filter((a) => a.path.startsWith('/assets/') && a.path.endsWith('.js')).length,
    ).toBeGreaterThan(0);
    expect(answers.filter((a) => a.path.endsWith('.js') && !a.fromWorker)).toEqual([]);

    // The worker's caches hold the page and the build's files, nothing of the API; signing out
    // leaves nothing of the member in them either.
    const cachedPaths = () =>
      page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys())
            paths.push(new URL(request.url).pathname);
        }
        return paths;
      });
    const cached = await cachedPaths();
    expect(cached).toContain('/index.html');
    expect(cached.filter((p) => p !== '/index.html' && !p.startsWith('/assets/'))).toEqual([]);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /log out|yes|confirm/i })
      .click();
    await page.waitForURL(/\/login$/);
    expect((await cachedPaths()).filter((p) => p !== '/index.html' && !p.startsWith('/assets/'))).toEqual([]);
    await page.context().close();
  });

  it('a page the worker cached still works when a new build has removed its files from the server', async () => {
    const page = await newPage(browser);
    await memberSignIn(page, 'ada');
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    // A deploy: the server no longer has any of this build's hashed files.
    const gone: string[] = [];
    await page.context().route('**/assets/**', (route) => {
      gone.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    // A page never opened in this tab: its lazy route's chunks come from the worker's cache.
    const navigation = await page.goto('/user/wallet');
    expect(navigation?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Transactions', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('group', { name: 'Wallet balance' }).textContent(), { timeout: 15_000 })
      .toMatch(/₦/);
    expect(gone.filter((p) => /\.(js|css)$/.test(p))).toEqual([]);
    await page.context().close();
  });

  it('a visitor on a member page is sent to the login', async () => {
    const page = await newPage(browser);
    await page.goto('/user/dashboard');
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });

  it('an unknown path shows the 404 page', async () => {
    const page = await newPage(browser);
    await page.goto('/this-path-does-not-exist');
    await page.getByText('Something went wrong. The page you are looking for is not found').waitFor();
    await page.context().close();
  });

  it('the reset page without an email warns and calls nothing', async () => {
    const page = await newPage(browser);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(r.url());
    });
    await page.goto('/reset-password');
    await page.getByText('Invalid email address, please return to previous page').waitFor();
    expect(calls).toEqual([]);
    await page.context().close();
  });
});
