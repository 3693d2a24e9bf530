import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../components/Toast/Toast';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export interface UiProviderProps {
  children: ReactNode;
}

/** Theme + global styles + toasts: wrap every app (and story) once. */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
