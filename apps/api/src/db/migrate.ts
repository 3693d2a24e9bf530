import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies db/migrations/NNNN_name.sql in order, each once and each in its own transaction.
 * A session advisory lock keeps two servers starting together from racing.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  return handle.withScript(async (run) => {
    await run('select pg_advisory_lock(7243001)');
    const applied: string[] = [];
    try {
      await run(
        'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
      );
      const done = new Set((await run('select name from schema_migrations')).map((r) => String(r.name)));
      for (const file of files) {
        if (done.has(file)) continue;
        const text = readFileSync(path.join(migrationsDir, file), 'utf8');
        try {
          await run(`begin;\n${text}\n;insert into schema_migrations (name) values ('${file}');\ncommit;`);
        } catch (error) {
          await run('rollback').catch(() => undefined);
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file);
      }
    } finally {
      await run('select pg_advisory_unlock(7243001)');
    }
    return applied;
  });
}
