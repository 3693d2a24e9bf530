import { useId, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import {
  StyledMessageBody,
  StyledMessageBox,
  StyledMessageEmpty,
  StyledMessageSubject,
} from './GeneralMessageBox.styles';

export interface GeneralMessageBoxProps {
  /** settings.general_message_subject */
  subject: string | null | undefined;
  /** settings.general_message (plain text; line breaks are kept). */
  message: string | null | undefined;
  loading?: boolean;
  /** Shown when the admin has set neither a subject nor a message. */
  emptyText?: string;
  /** Why the message could not be loaded (e.g. the server's message); replaces the message. */
  error?: ReactNode;
  /** Shows a "Try again" button next to the error. */
  onRetry?: () => void;
}

export const GENERAL_MESSAGE_LOAD_ERROR = 'We could not load the message';

/** The dashboard's general message from the admin settings: a subject and a plain-text message. */
export function GeneralMessageBox({
  subject,
  message,
  loading = false,
  emptyText = 'There is no message at the moment.',
  error,
  onRetry,
}: GeneralMessageBoxProps) {
  const subjectId = useId();
  const trimmedSubject = subject?.trim() ?? '';
  const trimmedMessage = message?.trim() ?? '';

  if (loading) {
    return (
      <StyledMessageBox aria-busy="true" data-state="loading">
        <Spinner size="sm" label="Loading message" />
      </StyledMessageBox>
    );
  }
  if (error) {
    return (
      <StyledMessageBox data-state="error">
        <Alert tone="danger" title={GENERAL_MESSAGE_LOAD_ERROR}>
          {error}{' '}
          {onRetry ? (
            <Button variant="link" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      </StyledMessageBox>
    );
  }
  if (!trimmedSubject && !trimmedMessage) {
    return (
      <StyledMessageBox data-state="empty">
        <StyledMessageEmpty>{emptyText}</StyledMessageEmpty>
      </StyledMessageBox>
    );
  }
  return (
    <StyledMessageBox aria-labelledby={trimmedSubject ? subjectId : undefined} data-state="message">
      {trimmedSubject ? <StyledMessageSubject id={subjectId}>{trimmedSubject}</StyledMessageSubject> : null}
      {trimmedMessage ? <StyledMessageBody>{trimmedMessage}</StyledMessageBody> : null}
    </StyledMessageBox>
  );
}
