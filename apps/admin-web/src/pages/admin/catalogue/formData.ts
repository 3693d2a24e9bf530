/** A multipart body from plain fields: strings and numbers as text, files as they are, absent values left out. */
export function toFormData(fields: Record<string, string | number | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof File) form.set(name, value, value.name);
    else if (value instanceof Blob) form.set(name, value);
    else form.set(name, String(value));
  }
  return form;
}
