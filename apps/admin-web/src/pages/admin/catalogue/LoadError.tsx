import { Alert, Button } from '@kola/ui';

/** A read that failed: the server's message and Retry, in place of what it would have shown. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="danger">
      {message}{' '}
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
