import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedBase } from '../src/db/seed';
import { seedKey, templateConfig, type Template } from './template';

/**
 * Migrates and seeds one database per run, which every test server then copies (test/helper.ts):
 * on PGlite a data directory snapshot restored with `loadDataDir` (about 1 s instead of 3-5 s to
 * initialise an empty cluster, plus the migrations and the seed); on PostgreSQL a template
 * database copied with `CREATE DATABASE … TEMPLATE`. The servers still run migrate() and
 * seedBase() at start, exactly as in production; on a copy they find nothing left to do.
 */
export default async function setup(project: TestProject) {
  const config = templateConfig();
  const adminUrl = process.env.DATABASE_URL;
  let cleanup: () => Promise<void>;
  const template: Template = { seedKey: seedKey(config) };
  if (adminUrl) {
    const name = `kola_template_${randomBytes(6).toString('hex')}`;
    const pg = (await import('pg')).default;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const handle = await openDatabase({ ...config, databaseUrl: url.toString() });
    try {
      await migrate(handle);
      await seedBase(handle.db, config);
    } finally {
      await handle.close();
    }
    template.database = name;
    cleanup = () => admin(`drop database if exists ${name} with (force)`);
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'kola-pglite-template-'));
    const handle = await openDatabase(config);
    try {
      await migrate(handle);
      await seedBase(handle.db, config);
      const blob = await handle.dumpDataDir!();
      template.snapshot = path.join(dir, 'template.tar');
      writeFileSync(template.snapshot, Buffer.from(await blob.arrayBuffer()));
    } finally {
      await handle.close();
    }
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  project.provide('kolaTemplate', template);
  return cleanup;
}
