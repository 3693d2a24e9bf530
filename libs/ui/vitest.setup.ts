import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import * as preview from '../../.storybook/preview';

// Portable stories (composeStories) get the same decorators as Storybook itself.
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
});
