import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from '../theme/UiProvider';

function Wrapper({ children }: { children: ReactNode }) {
  return <UiProvider>{children}</UiProvider>;
}

/** RTL render inside UiProvider (theme, GlobalStyle, toasts). */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: Wrapper, ...options });
}
