import type { ComponentType } from 'react';
import { UiProvider } from '../theme/UiProvider';

/** Storybook decorator: wraps a story in UiProvider (the root preview already does this). */
export function withUiProvider(Story: ComponentType) {
  return (
    <UiProvider>
      <Story />
    </UiProvider>
  );
}

/** Storybook decorator: constrains a form story to a phone-ish width. */
export function withNarrowWidth(Story: ComponentType) {
  return (
    <div style={{ maxWidth: 420 }}>
      <Story />
    </div>
  );
}

/**
 * A story at a 360 px phone's width: the viewport global (for the toolbar and media queries in
 * Storybook) and a 360 px column around the story.
 */
export const phone360Story = {
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  decorators: [
    (Story: ComponentType) => (
      <div style={{ width: 360, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
