import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { applyServerErrors, serverErrorOf } from './serverErrors';

/** A form whose errors are read while rendering, as a form showing them does (it subscribes). */
function useShownForm(defaultValues: Record<string, string>) {
  const form = useForm<Record<string, string>>({ defaultValues });
  void form.formState.errors;
  return form;
}

describe('applyServerErrors', () => {
  it("puts each shown field's first server message on it and leaves the others", () => {
    const { result } = renderHook(() => useShownForm({ name: 'Gold', price: '10' }));
    let applied = false;
    act(() => {
      applied = applyServerErrors(result.current, {
        message: 'price must be at least 0',
        fieldErrors: { price: ['price must be at least 0', 'second'], other: ['not a field'] },
      });
    });
    expect(applied).toBe(true);
    expect(result.current.getFieldState('price').error?.message).toBe('price must be at least 0');
    expect(result.current.getFieldState('name').error).toBeUndefined();
    expect(result.current.getFieldState('price').invalid).toBe(true);
    expect(result.current.getFieldState('name').invalid).toBe(false);
    expect(serverErrorOf(result.current.formState.errors)).toBe('price must be at least 0');
  });

  it('does nothing for an error without field messages', () => {
    const { result } = renderHook(() => useShownForm({ name: '' }));
    act(() => {
      expect(applyServerErrors(result.current, new Error('boom'))).toBe(false);
      expect(applyServerErrors(result.current, null)).toBe(false);
      expect(applyServerErrors(result.current, { fieldErrors: { other: ['x'] } })).toBe(false);
    });
    expect(result.current.getFieldState('name').error).toBeUndefined();
    // Any failure's message is kept for the alert above the fields.
    expect(serverErrorOf(result.current.formState.errors)).toBe('boom');
  });
});
