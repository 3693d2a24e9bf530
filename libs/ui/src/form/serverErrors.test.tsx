import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { applyServerErrors } from './serverErrors';

describe('applyServerErrors', () => {
  it("puts each shown field's first server message on it and leaves the others", () => {
    const { result } = renderHook(() => useForm({ defaultValues: { name: 'Gold', price: '10' } }));
    let applied = false;
    act(() => {
      applied = applyServerErrors(result.current, {
        fieldErrors: { price: ['price must be at least 0', 'second'], other: ['not a field'] },
      });
    });
    expect(applied).toBe(true);
    expect(result.current.getFieldState('price').error?.message).toBe('price must be at least 0');
    expect(result.current.getFieldState('name').error).toBeUndefined();
    expect(result.current.getFieldState('price').invalid).toBe(true);
    expect(result.current.getFieldState('name').invalid).toBe(false);
  });

  it('does nothing for an error without field messages', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { name: '' } }));
    act(() => {
      expect(applyServerErrors(result.current, new Error('boom'))).toBe(false);
      expect(applyServerErrors(result.current, null)).toBe(false);
      expect(applyServerErrors(result.current, { fieldErrors: { other: ['x'] } })).toBe(false);
    });
    expect(result.current.getFieldState('name').error).toBeUndefined();
  });
});
