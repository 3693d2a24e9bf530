export { LOGOUT_CONFIRMATION, WelcomePanel } from './WelcomePanel';
export type { WelcomePanelProps } from './WelcomePanel';
