import type { Preview } from '@storybook/react-vite';
import { UiProvider } from '../libs/ui/src/theme/UiProvider';

const preview: Preview = {
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

export default preview;
