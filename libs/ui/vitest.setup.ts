import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import { uiPreview } from './src/testing/preview';

// Portable stories (composeStories) get the same decorators as Storybook itself.
setProjectAnnotations([uiPreview]);

afterEach(() => {
  cleanup();
});
