import type { ReactNode } from 'react';
import { errorMessage } from '@kola/api';
import { Alert, Button } from '@kola/ui';

export interface ReadErrorProps {
  /** What could not be loaded, e.g. "We could not load your incentive". */
  title: ReactNode;
  /** The read's error (an ApiError carries the message to show, e.g. a 501's). */
  error: unknown;
  onRetry?: () => void;
}

/** A read that failed: its message and Try again, in place of the piece it feeds. */
export function ReadError({ title, error, onRetry }: ReadErrorProps) {
  return (
    <Alert tone="danger" title={title}>
      {errorMessage(error)}{' '}
      {onRetry ? (
        <Button variant="link" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}
