import { Alert } from '../Alert/Alert';

export const MISSING_EMAIL_MESSAGE = 'Invalid email address, please return to previous page';

export interface MissingEmailWarningProps {
  className?: string;
}

/** Shown by the reset-password, 2FA and email-confirmation pages when ?email= is missing. */
export function MissingEmailWarning({ className }: MissingEmailWarningProps) {
  return (
    <Alert tone="warning" className={className}>
      Invalid email address, please return to previous page
    </Alert>
  );
}
