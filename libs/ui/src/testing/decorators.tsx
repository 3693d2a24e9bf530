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
