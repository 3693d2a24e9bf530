export { tokens, tokensToCssVariables, cssVarName } from './tokens';
export type { Tokens } from './tokens';
export { theme } from './theme';
export type { AppTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { UiProvider } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
