import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from './auditChanges';

describe('auditChanges', () => {
  it('lists only the fields that differ, in key order, a missing side as —', () => {
    expect(
      auditChanges(
        { status: 'pending', amount: 24750, phone: '0803' },
        { status: 'approved', amount: 24750, reason: 'Checked' },
      ),
    ).toEqual([
      { field: 'phone', before: '0803', after: '—' },
      { field: 'reason', before: '—', after: 'Checked' },
      { field: 'status', before: 'pending', after: 'approved' },
    ]);
  });

  it('compares nested values as JSON and shows them compactly', () => {
    expect(auditChanges({ bank: { name: 'GTB' } }, { bank: { name: 'UBA' } })).toEqual([
      { field: 'bank', before: '{"name":"GTB"}', after: '{"name":"UBA"}' },
    ]);
  });

  it('shows a created or removed object field by field, and plain values whole', () => {
    expect(auditChanges(null, { enabled: true })).toEqual([{ field: 'enabled', before: '—', after: 'true' }]);
    expect(auditChanges(false, true)).toEqual([{ field: '', before: 'false', after: 'true' }]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('does not list a field that is null on one side and missing on the other (both read —)', () => {
    expect(auditChanges({ note: null, a: 1 }, { a: 2 })).toEqual([{ field: 'a', before: '1', after: '2' }]);
  });

  it('writes values as a person reads them', () => {
    expect(auditValueText(undefined)).toBe('—');
    expect(auditValueText('')).toBe('""');
    expect(auditValueText([1, 2])).toBe('[1,2]');
  });
});
