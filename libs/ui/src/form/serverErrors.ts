import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Where a refused save's message is kept on the form (`formState.errors.root.server`). */
export const SERVER_ERROR = 'root.server';

/**
 * Puts a refused save's messages on the form: a 422 carries `fieldErrors` ({ field: [messages] },
 * the ApiError of @kola/api), and each field the form shows gets its first message, so the user
 * reads the server's reason where they typed; the error's own message (any failure: 409, 500, no
 * answer) is kept as the form's root error, shown above the fields by `serverErrorOf` until the next
 * submit (react-hook-form clears root errors then). Returns whether any field got a message.
 */
export function applyServerErrors<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues>, 'getValues' | 'setError'>,
  error: unknown,
): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message.trim()) {
    form.setError(SERVER_ERROR, { type: 'server', message });
  }
  const fieldErrors = (error as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return false;
  const values = form.getValues() as Record<string, unknown>;
  let applied = false;
  for (const [field, texts] of Object.entries(fieldErrors as Record<string, unknown>)) {
    const first = Array.isArray(texts) ? texts.find((text) => typeof text === 'string') : undefined;
    if (!first || !(field in values)) continue;
    form.setError(field as Path<TFieldValues>, { type: 'server', message: first }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The refused save's message kept by `applyServerErrors`, for the alert above the fields. */
export function serverErrorOf(errors: FieldErrors): string | undefined {
  return errors.root?.['server']?.message;
}
