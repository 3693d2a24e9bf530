import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashingOptions, hashPassword, STRONG_HASHING, TEST_HASHING, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses the strong parameters in production, whatever else is set', () => {
    expect(hashingOptions({})).toBe(STRONG_HASHING);
    expect(hashingOptions({ NODE_ENV: 'production' })).toBe(STRONG_HASHING);
    // The test setting alone, outside a test runner, is ignored.
    expect(hashingOptions({ NODE_ENV: 'production', KOLA_TEST_HASHING: 'fast' })).toBe(STRONG_HASHING);
    expect(hashingOptions({ KOLA_TEST_HASHING: 'fast' })).toBe(STRONG_HASHING);
    // A test runner alone does not lower the cost either.
    expect(hashingOptions({ NODE_ENV: 'test' })).toBe(STRONG_HASHING);
    expect(hashingOptions({ VITEST: 'true', KOLA_TEST_HASHING: 'yes' })).toBe(STRONG_HASHING);
  });

  it('uses the cheap parameters only under a test runner with KOLA_TEST_HASHING=fast', () => {
    expect(hashingOptions({ VITEST: 'true', KOLA_TEST_HASHING: 'fast' })).toBe(TEST_HASHING);
    expect(hashingOptions({ NODE_ENV: 'test', KOLA_TEST_HASHING: 'fast' })).toBe(TEST_HASHING);
  });

  it('hashes with argon2id at 19 MiB, 2 iterations, 1 lane by default (OWASP baseline)', async () => {
    const strong = await hash('Correct-Horse-9', hashingOptions({}));
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('checks a password against a hash whatever parameters made it', async () => {
    const strong = await hash('Correct-Horse-9', STRONG_HASHING);
    const cheap = await hash('Correct-Horse-9', TEST_HASHING);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    for (const stored of [strong, cheap, await hashPassword('Correct-Horse-9')]) {
      expect(await verifyPassword(stored, 'Correct-Horse-9')).toBe(true);
      expect(await verifyPassword(stored, 'Wrong-Horse-9')).toBe(false);
    }
  });

  it('hashes this suite cheaply (apps/api/vitest.config.ts sets KOLA_TEST_HASHING=fast)', async () => {
    expect(await hashPassword('Correct-Horse-9')).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });
});
