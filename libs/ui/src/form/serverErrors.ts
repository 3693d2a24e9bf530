import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Puts a refused save's field messages on the form's fields: a 422 carries `fieldErrors`
 * ({ field: [messages] }, the ApiError of @kola/api), and each field the form shows gets its first
 * message, so the user reads the server's reason where they typed. Fields the form does not show
 * are left to the alert above the fields. Returns whether any field got a message.
 */
export function applyServerErrors<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues>, 'getValues' | 'setError'>,
  error: unknown,
): boolean {
  const fieldErrors = (error as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return false;
  const values = form.getValues() as Record<string, unknown>;
  let applied = false;
  for (const [field, texts] of Object.entries(fieldErrors as Record<string, unknown>)) {
    const message = Array.isArray(texts) ? texts.find((text) => typeof text === 'string') : undefined;
    if (!message || !(field in values)) continue;
    form.setError(field as Path<TFieldValues>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
