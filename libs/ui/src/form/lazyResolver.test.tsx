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

  it('preload starts the load once, ahead of the first validation', async () => {
    const real = async (values: { a: string }) => ({ values, errors: {} });
    const load = vi.fn(async () => real);
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(resolver({ a: 'x' })).resolves.toEqual({ values: { a: 'x' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is not an unhandled rejection and is tried again by the validation', async () => {
    const real = async (values: { a: string }) => ({ values, errors: {} });
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const resolver = lazyResolver<typeof real>(load);
    resolver.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(resolver({ a: 'x' })).resolves.toEqual({ values: { a: 'x' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
