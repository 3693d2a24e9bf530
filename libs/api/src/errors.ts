/**
 * Texts of the generic error handling of docs/screens/member.md#messages (spelling fixed as
 * docs/security.md#message-texts asks).
 */
export const GENERIC_ERROR = 'An error occurred';
export const NO_RESPONSE = 'Response not found';

/**
 * A failed call, already turned into the message a user should read:
 * 422 → the first validation message; otherwise the server's message; otherwise
 * "An error occurred"; no response at all → "Response not found".
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly fieldErrors: Record<string, string[]>;

  constructor(message: string, status: number | null, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const fieldErrors: Record<string, string[]> = {};
  if (b.errors && typeof b.errors === 'object') {
    for (const [field, texts] of Object.entries(b.errors as Record<string, unknown>)) {
      if (Array.isArray(texts)) fieldErrors[field] = texts.filter((t): t is string => typeof t === 'string');
    }
  }
  const serverMessage = typeof b.message === 'string' && b.message.trim() ? b.message : null;
  if (status === 422) {
    const first = Object.values(fieldErrors).find((texts) => texts.length > 0)?.[0];
    return new ApiError(first ?? serverMessage ?? GENERIC_ERROR, status, fieldErrors);
  }
  return new ApiError(serverMessage ?? GENERIC_ERROR, status, fieldErrors);
}

/** The message to show for anything a call threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return GENERIC_ERROR;
}
