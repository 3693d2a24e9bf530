import { playwright } from '@vitest/browser-playwright';

/**
 * The Chromium every browser test runs in (README, "Where the UI tests run"): libs/ui's stories
 * and component tests, and the apps' page tests. Debian's chromium, headless.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Dialogs skip their fade-in, so a check right after opening never sees opacity 0 (with
  // contextOptions.reducedMotion below, which is what Playwright's pages obey).
  '--force-prefers-reduced-motion',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Vitest's browser settings; a fresh object per project (Vitest names each instance in place). */
export const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    // Playwright's pages answer `prefers-reduced-motion: no-preference` unless the context says
    // otherwise, whatever the flag above: without this, dialogs faded in under the tests, and
    // an axe colour check or a toBeVisible right after opening one failed now and then.
    contextOptions: { reducedMotion: 'reduce' },
  }),
  instances: [{ browser: 'chromium' as const }],
});

/** Pre-bundled before the first test, so Vite never re-optimises (and reloads the page) mid-run. */
export const browserTestDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'styled-components',
    '@radix-ui/react-dialog',
    '@radix-ui/react-slot',
    '@radix-ui/react-tabs',
    'react-hook-form',
    '@hookform/resolvers/zod',
    'zod/mini',
    'axe-core',
    'react-router-dom',
    // The pages reach the API client and SWR.
    'swr',
    'swr/mutation',
    'swr-openapi',
    'openapi-fetch',
    // The virtualised lists of the screen pieces.
    'react-window',
    // The component and page tests.
    '@testing-library/react',
    '@testing-library/user-event',
    '@testing-library/jest-dom/vitest',
  ],
};
