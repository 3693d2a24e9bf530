import type { Preview } from '@storybook/react-vite';
import { UiProvider } from '../theme/UiProvider';

/**
 * The project annotations every story runs with: the root `.storybook/preview.tsx` exports
 * these, and `vitest.setup.ts` applies them to portable stories (composeStories).
 */
export const uiPreview: Preview = {
  decorators: [
    (Story) => (
      <UiProvider>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    options: { storySort: { order: ['UI', 'Pages'] } },
  },
};
