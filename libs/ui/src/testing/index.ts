export { renderWithTheme } from './renderWithTheme';
export { withNarrowWidth, withUiProvider } from './decorators';
export { uiPreview } from './preview';
export { expectNoAxeViolations } from './a11y';
