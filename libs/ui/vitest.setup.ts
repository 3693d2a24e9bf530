import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, vi } from 'vitest';
import { uiPreview } from './src/testing/preview';

// Components wait for timers and effects; on a busy 2-core machine that can take over 1 s.
configure({ asyncUtilTimeout: 10_000 });

// Portable stories (composeStories) get the same decorators as Storybook itself.
setProjectAnnotations([uiPreview]);

// The test files of a worker share one page (isolate: false), so nothing a test stubs may
// outlive it: spies are restored, stubbed globals put back, timers real again.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
