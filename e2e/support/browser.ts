import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { inject, onTestFailed } from 'vitest';

/** Debian's Chromium, headless, with no traffic beyond loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export const baseUrl = () => inject('baseUrl');

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // A failing journey leaves a screenshot of where it stopped in e2e/test-results/.
  onTestFailed(async ({ task }) => {
    const dir = path.resolve(import.meta.dirname, '../test-results');
    mkdirSync(dir, { recursive: true });
    await page
      .screenshot({
        path: path.join(dir, `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`),
        fullPage: true,
      })
      .catch(() => undefined);
  });
  return page;
}

/** The newest 6-digit code mailed to `to`, read from the local outbox. */
export async function codeFromOutbox(to: string, subject?: RegExp): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { data: { subject: string; text: string }[] };
  const mail = body.data.find((m) => !subject || subject.test(m.subject));
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
