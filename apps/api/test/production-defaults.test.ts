import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBanner } from '../src/banner';
import { ConfigError, DEFAULT_ADMIN_PASSWORD, loadConfig } from '../src/config';
import { latestCode, startServer, type TestServer } from './helper';

// docs/security.md#production-defaults
const OWN = { ADMIN_PASSWORD: 'A-Password-Of-Our-Own-77' };
const KEY = { PAYSTACK_SECRET_KEY: 'sk_live_abc123' };

describe('NODE_ENV=production refuses unsafe defaults, naming the setting', () => {
  it('refuses the default administrator password, set or left out', () => {
    for (const env of [
      { NODE_ENV: 'production', ...KEY },
      { NODE_ENV: 'production', ...KEY, ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/ADMIN_PASSWORD/);
    }
    expect(loadConfig({ NODE_ENV: 'production', ...KEY, ...OWN }).production).toBe(true);
  });

  it('refuses the sandbox payment provider unless PAYMENT_SANDBOX=on is set explicitly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...OWN })).toThrow(/PAYMENT_SANDBOX=on/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...OWN })).toThrow(/PAYSTACK_SECRET_KEY/);
    const staging = loadConfig({ NODE_ENV: 'production', ...OWN, PAYMENT_SANDBOX: 'on' });
    expect(staging.paymentSandbox).toBe(true);
    const live = loadConfig({ NODE_ENV: 'production', ...OWN, ...KEY });
    expect(live.paymentSandbox).toBe(false);
  });

  it('keeps the development defaults working outside production', () => {
    const dev = loadConfig({});
    expect(dev.production).toBe(false);
    expect(dev.adminPassword).toBe(DEFAULT_ADMIN_PASSWORD);
    expect(dev.paymentSandbox).toBe(true);
  });
});

/** Runs the real server entry point and collects what it prints until it exits. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const root = path.resolve(import.meta.dirname, '../../..');
  return new Promise((resolve) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'apps/api/src/server.ts')],
      {
        env: { ...process.env, VITEST: '', PORT: '0', PGLITE_DATA_DIR: 'memory://', ...env },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the start banner', () => {
  const where = { database: 'PGlite', outbox: true };
  const base = { publicUrl: 'http://localhost:3000', adminEmail: 'admin@kolaherbal.test', seedDemo: false };

  it('never shows a password of the operator’s own, in production or not', () => {
    for (const production of [false, true]) {
      const banner = startBanner({ ...base, production, adminPassword: OWN.ADMIN_PASSWORD }, where);
      expect(banner).toContain('password from ADMIN_PASSWORD');
      expect(banner).not.toContain(OWN.ADMIN_PASSWORD);
    }
  });

  it('shows the published default password to a development server', () => {
    const banner = startBanner({ ...base, production: false, adminPassword: DEFAULT_ADMIN_PASSWORD }, where);
    expect(banner).toContain(`password ${DEFAULT_ADMIN_PASSWORD}`);
  });

  it('a production server with the default password stops before it opens anything, naming the setting', async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on' });
    expect(code).toBe(1);
    expect(output).toMatch(/Configuration error: .*ADMIN_PASSWORD/);
    expect(output).not.toContain('Back office:');
    expect(output).not.toContain(DEFAULT_ADMIN_PASSWORD);
  }, 60_000);
});

describe("upgrade-insecure-requests (in the pages' policy: the API's JSON loads nothing)", () => {
  let http: TestServer;
  let https: TestServer;
  beforeAll(async () => {
    http = await startServer({ PUBLIC_URL: 'http://192.168.1.20:3000' });
    https = await startServer({ PUBLIC_URL: 'https://portal.kolaherbal.test' }, http.app.database);
  }, 60_000);
  afterAll(async () => {
    await https?.close();
    await http?.close();
  });

  it('is sent only when the server is reached over https, so plain http on a local network keeps working', async () => {
    const plain = (await fetch(`${http.baseUrl}/login`)).headers.get('content-security-policy') ?? '';
    const secure = (await fetch(`${https.baseUrl}/login`)).headers.get('content-security-policy') ?? '';
    expect(plain).toMatch(/default-src 'self'/);
    expect(plain).not.toContain('upgrade-insecure-requests');
    expect(secure).toContain('upgrade-insecure-requests');
  });
});

describe('the administrator a production server creates chooses a password at the first sign-in', () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await startServer({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on', ...OWN });
  }, 60_000);
  afterAll(async () => prod?.close());

  it('may only read the account, change the password and sign out until it is changed', async () => {
    const email = prod.config.adminEmail;
    const login = await prod.http('POST', '/api/auth/admin-login', {
      body: { email, password: OWN.ADMIN_PASSWORD },
    });
    expect(login.body.data).toMatchObject({
      password_change_required: true,
      access_token: expect.any(String),
    });
    const token = login.body.data.access_token as string;
    const me = await prod.http('GET', '/api/auth/admin', { token });
    expect(me.body.data).toMatchObject({ email, password_change_required: true });
    const refused = await prod.http('GET', '/api/bonuses/company-wallet-balance', { token });
    expect(refused).toEqual({
      status: 403,
      body: { success: false, message: 'Choose a new password before you continue.' },
    });

    const step1 = await prod.http('POST', '/api/auth/change-password-link', {
      token,
      body: { email, old_password: OWN.ADMIN_PASSWORD, user_type: 'admin' },
    });
    expect(step1.status).toBe(200);
    const code = await latestCode(prod.http, email, /change/);
    // The same password again is not a change.
    const same = await prod.http('POST', '/api/auth/change-password', {
      token,
      body: { email, code, password: OWN.ADMIN_PASSWORD, user_type: 'admin' },
    });
    expect(same.status).toBe(422);
    expect(same.body.errors.password).toEqual([
      'Choose a password different from the one this server was set up with.',
    ]);
    const changed = await prod.http('POST', '/api/auth/change-password', {
      token,
      body: { email, code, password: 'Our-Very-Own-Password-2026', user_type: 'admin' },
    });
    expect(changed.status).toBe(200);

    expect((await prod.http('GET', '/api/bonuses/company-wallet-balance', { token })).status).toBe(200);
    expect((await prod.http('GET', '/api/auth/admin', { token })).body.data.password_change_required).toBe(
      false,
    );
    const again = await prod.http('POST', '/api/auth/admin-login', {
      body: { email, password: 'Our-Very-Own-Password-2026' },
    });
    expect(again.body.data.password_change_required).toBe(false);
  });

  it('a development server’s administrator is not asked (the README’s password stays usable)', async () => {
    const dev = await startServer({}, undefined);
    try {
      const login = await dev.http('POST', '/api/auth/admin-login', {
        body: { email: dev.config.adminEmail, password: dev.config.adminPassword },
      });
      expect(login.body.data.password_change_required).toBe(false);
    } finally {
      await dev.close();
    }
  });
});
