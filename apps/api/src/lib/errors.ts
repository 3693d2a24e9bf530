/** An error whose message and status are meant for the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 422 with one field's reason; nothing was changed. */
export function invalid(field: string, message: string): AppError {
  return new AppError(422, message, { [field]: [message] });
}

export function unauthorized(message = 'Unauthenticated.'): AppError {
  return new AppError(401, message);
}

export function forbidden(message = 'You may not do this.'): AppError {
  return new AppError(403, message);
}

export function notFound(message = 'Not found.'): AppError {
  return new AppError(404, message);
}

export function tooMany(message: string): AppError {
  return new AppError(429, message);
}

/** PostgreSQL unique_violation, optionally on one constraint/index name. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (!e || e.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (e.message ?? '').includes(constraint);
}
