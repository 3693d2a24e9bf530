import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazyResolver';

describe('lazyResolver', () => {
  it('loads the resolver on the first validation, once, and answers with it', async () => {
    const real = vi.fn(async (values: { a: string }) => ({ values, errors: {} }));
    const load = vi.fn(async () => real);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ a: 'x' })).resolves.toEqual({ values: { a: 'x' }, errors: {} });
    await resolver({ a: 'y' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenNthCalledWith(2, { a: 'y' });
  });

  it('tries the load again after it failed', async () => {
    const real = async (values: { a: string }) => ({ values, errors: {} });
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const resolver = lazyResolver<typeof real>(load);
    await expect(resolver({ a: 'x' })).rejects.toThrow('offline');
    await expect(resolver({ a: 'x' })).resolves.toEqual({ values: { a: 'x' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
