import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetEarlyReads } from '@kola/api';

// The pages load their code and several reads; on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 10_000 });

// The test files of a worker share one page (isolate: false), so nothing a test stubs may
// outlive it: spies are restored, stubbed globals put back, timers real again, reads started
// early (earlyReads.ts) forgotten.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  forgetEarlyReads();
});
