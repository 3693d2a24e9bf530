export { MissingEmailWarning, MISSING_EMAIL_MESSAGE } from './MissingEmailWarning';
export type { MissingEmailWarningProps } from './MissingEmailWarning';
