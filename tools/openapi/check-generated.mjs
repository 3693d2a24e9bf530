#!/usr/bin/env node
// Fails when libs/api/src/generated/schema.d.ts or libs/domain/src/contract/zod.gen.ts is not what
// openapi/openapi.yaml generates (run `npm run generate` and commit). Generation also lints the
// contract with Redocly.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateZod, zodTarget } from './generate-zod.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const committed = path.join(root, 'libs/api/src/generated/schema.d.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'kola-gen-'));
const fresh = path.join(dir, 'schema.d.ts');
// The same lint rules, without the `apis` entry (which would write to the committed file).
const rules = path.join(dir, 'redocly.yaml');
writeFileSync(
  rules,
  readFileSync(path.join(root, 'openapi/redocly.yaml'), 'utf8').replace(/\napis:[\s\S]*$/, '\n'),
);
try {
  execFileSync(
    path.join(root, 'node_modules/.bin/openapi-typescript'),
    [path.join(root, 'openapi/openapi.yaml'), '--redocly', rules, '-o', fresh],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error(
      'libs/api/src/generated/schema.d.ts is out of date with openapi/openapi.yaml: run `npm run generate` and commit it.',
    );
    process.exit(1);
  }
  console.log('generated client is up to date with the contract');
  if ((await generateZod()) !== readFileSync(zodTarget, 'utf8')) {
    console.error(
      'libs/domain/src/contract/zod.gen.ts is out of date with openapi/openapi.yaml: run `npm run generate` and commit it.',
    );
    process.exit(1);
  }
  console.log('generated zod schemas are up to date with the contract');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
