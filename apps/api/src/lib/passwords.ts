import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
export const STRONG_HASHING: Options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The lowest argon2id cost, for the test suites only: they hash and check thousands of
 * passwords, and what they test is the flow, not the cost. Never used in production.
 */
export const TEST_HASHING: Options = {
  algorithm: 2,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
};

/**
 * TEST_HASHING only when both KOLA_TEST_HASHING=fast is set (apps/api/vitest.config.ts sets it)
 * and the process runs under a test runner (NODE_ENV=test, or VITEST, which vitest sets);
 * anything else, production included, hashes with STRONG_HASHING. Checking a password reads
 * the parameters encoded in its hash, so hashes made either way verify everywhere.
 */
export function hashingOptions(env: NodeJS.ProcessEnv = process.env): Options {
  const underTest = env.NODE_ENV === 'test' || Boolean(env.VITEST);
  return env.KOLA_TEST_HASHING === 'fast' && underTest ? TEST_HASHING : STRONG_HASHING;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashingOptions());
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check, so an unknown account is not told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
