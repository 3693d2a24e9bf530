import { beforeEach, describe, expect, it } from 'vitest';
import { changedTags } from '../db/changeFeed';
import {
  createReadCache,
  forgetLocalWrites,
  LOCAL_WRITE_WINDOW_MS,
  noteLocalWrite,
  walletTag,
} from './readCache';

// The test files before this one, in the same process, may have written these tags just now.
beforeEach(forgetLocalWrites);

/** A loader that counts its calls and answers what `value` holds when it is called. */
function counter(initial: number) {
  const state = { value: initial, calls: 0 };
  return {
    state,
    load: async () => {
      state.calls += 1;
      return state.value;
    },
  };
}

const keepAs = (tags: string[], ttlMs?: number) => () => ({ tags, ...(ttlMs ? { ttlMs } : {}) });

describe('read cache', () => {
  it('keeps nothing until enabled, then serves a kept value without loading again', async () => {
    const cache = createReadCache();
    const { state, load } = counter(1);
    expect(await cache.read('k', load, keepAs(['t']))).toBe(1);
    expect(await cache.read('k', load, keepAs(['t']))).toBe(1);
    expect(state.calls).toBe(2);

    cache.enable();
    await cache.read('k', load, keepAs(['t']));
    state.value = 2;
    expect(await cache.read('k', load, keepAs(['t']))).toBe(1);
    expect(state.calls).toBe(3);
    expect(cache.stats()).toMatchObject({ enabled: true, hits: 1, entries: 1 });
  });

  it('an invalidation of one of its tags evicts it; other tags leave it alone', async () => {
    const cache = createReadCache();
    cache.enable();
    const { state, load } = counter(1);
    await cache.read('k', load, keepAs(['w:1', 'a:user:1']));
    state.value = 2;
    cache.invalidate(['w:2']);
    expect(await cache.read('k', load, keepAs(['w:1']))).toBe(1);
    cache.invalidate(['a:user:1']);
    expect(await cache.read('k', load, keepAs(['w:1']))).toBe(2);
    cache.invalidate('*');
    expect(cache.stats().entries).toBe(0);
  });

  it('a value whose load saw an invalidation is returned but not kept', async () => {
    const cache = createReadCache();
    cache.enable();
    let release: (v: number) => void = () => undefined;
    const slow = () => new Promise<number>((resolve) => (release = resolve));
    const pending = cache.read('k', slow, keepAs(['w:1']));
    // A commit the load's snapshot may have missed is announced while it runs.
    cache.invalidate(['w:9']);
    release(1);
    expect(await pending).toBe(1);
    expect(cache.stats().entries).toBe(0);
  });

  it('disable drops everything and a load finishing afterwards is not kept', async () => {
    const cache = createReadCache();
    cache.enable();
    await cache.read('a', async () => 1, keepAs(['t']));
    let release: (v: number) => void = () => undefined;
    const pending = cache.read('b', () => new Promise<number>((r) => (release = r)), keepAs(['t']));
    cache.disable();
    release(2);
    await pending;
    expect(cache.stats()).toMatchObject({ enabled: false, entries: 0 });
  });

  it('a tag this process wrote is read from the source for the write window', async () => {
    let clock = 1_000_000;
    const cache = createReadCache({ now: () => clock });
    cache.enable();
    const { state, load } = counter(1);
    await cache.read('k', load, keepAs([walletTag(41)]));
    noteLocalWrite([walletTag(41)], clock);
    state.value = 2;
    expect(await cache.read('k', load, keepAs([walletTag(41)]))).toBe(2);
    expect(await cache.read('k', load, keepAs([walletTag(41)]))).toBe(2);
    expect(state.calls).toBe(3);
    clock += LOCAL_WRITE_WINDOW_MS + 1;
    await cache.read('k', load, keepAs([walletTag(41)]));
    expect(await cache.read('k', load, keepAs([walletTag(41)]))).toBe(2);
    expect(state.calls).toBe(4);
  });

  it('a write to more wallets than are worth listing holds back every read for the window', async () => {
    let clock = 2_000_000_000_000;
    const cache = createReadCache({ now: () => clock });
    cache.enable();
    const { state, load } = counter(1);
    await cache.read('k', load, keepAs(['unrelated']));
    noteLocalWrite(
      Array.from({ length: 5_000 }, (_, i) => walletTag(i)),
      clock,
    );
    await cache.read('k', load, keepAs(['unrelated']));
    expect(state.calls).toBe(2);
    clock += LOCAL_WRITE_WINDOW_MS + 1;
    await cache.read('k', load, keepAs(['unrelated']));
    await cache.read('k', load, keepAs(['unrelated']));
    expect(state.calls).toBe(3);
  });

  it('values expire, keep null or a life of 0 keeps nothing, and the oldest go beyond maxEntries', async () => {
    // Later than the windows the tests above opened (the write notes are process-wide).
    const start = 3_000_000_000_000;
    let clock = start;
    const cache = createReadCache({ now: () => clock, ttlMs: 100, maxEntries: 2 });
    cache.enable();
    const { state, load } = counter(1);
    await cache.read('k', load, keepAs(['t']));
    clock = start + 99;
    await cache.read('k', load, keepAs(['t']));
    expect(state.calls).toBe(1);
    clock = start + 101;
    await cache.read('k', load, keepAs(['t']));
    expect(state.calls).toBe(2);

    await cache.read('n', load, () => null);
    await cache.read('z', load, () => ({ tags: [], ttlMs: 0 }));
    expect(cache.stats().entries).toBe(1);

    await cache.read('b', load, keepAs(['t']));
    await cache.read('c', load, keepAs(['t']));
    expect(cache.stats().entries).toBe(2);
    const before = state.calls;
    await cache.read('k', load, keepAs(['t'])); // 'k' was the oldest: gone
    expect(state.calls).toBe(before + 1);
  });

  it('peek answers what read would without loading: a kept value, else undefined', async () => {
    const start = 4_000_000_000_000;
    let clock = start;
    const cache = createReadCache({ now: () => clock, ttlMs: 100 });
    const { state, load } = counter(1);
    // Off: nothing is kept, nothing is answered.
    await cache.read('k', load, keepAs([walletTag(7)]));
    expect(cache.peek('k')).toBeUndefined();

    cache.enable();
    expect(cache.peek('k')).toBeUndefined();
    await cache.read('k', load, keepAs([walletTag(7)]));
    expect(cache.peek('k')).toBe(1);
    // A peek that finds nothing counts no miss: the read that follows does.
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2 });

    // The same rules as read: an invalidation, a write of this process, the value's life.
    cache.invalidate([walletTag(7)]);
    expect(cache.peek('k')).toBeUndefined();
    await cache.read('k', load, keepAs([walletTag(7)]));
    noteLocalWrite([walletTag(7)], clock);
    expect(cache.peek('k')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
    clock += LOCAL_WRITE_WINDOW_MS + 1;
    await cache.read('k', load, keepAs([walletTag(7)]));
    expect(cache.peek('k')).toBe(1);
    clock += 101;
    expect(cache.peek('k')).toBeUndefined();
    await cache.read('k', load, keepAs([walletTag(7)]));
    cache.disable();
    expect(cache.peek('k')).toBeUndefined();
    expect(state.calls).toBe(5);
  });
});

describe('change notifications', () => {
  it('name wallet and account tags; anything else flushes everything', () => {
    expect(changedTags('w:1,22,333')).toEqual(['w:1', 'w:22', 'w:333']);
    expect(changedTags('a:user:7')).toEqual(['a:user:7']);
    expect(changedTags('a:admin:1')).toEqual(['a:admin:1']);
    expect(changedTags('*')).toBe('*');
    expect(changedTags('w:*')).toBe('*');
    expect(changedTags('something new')).toBe('*');
  });
});
