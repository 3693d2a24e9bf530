/** One changed field of an audit entry, as text. */
export interface AuditChange {
  /** The field's name; empty when the whole value is shown. */
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a person reads it: text as is, nothing as "—", anything else as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The readable diff of an entry's before and after: for two objects, each field whose value differs
 * (in key order; a field only on one side shows "—" on the other); otherwise the two values whole.
 * Fields equal on both sides are left out (null and a missing field both read "—", so they count as
 * equal); identical values give no change.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
    return keys
      .filter((key) => JSON.stringify(b[key] ?? null) !== JSON.stringify(a[key] ?? null))
      .map((key) => ({ field: key, before: auditValueText(b[key]), after: auditValueText(a[key]) }));
  }
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
  return [{ field: '', before: auditValueText(before), after: auditValueText(after) }];
}
