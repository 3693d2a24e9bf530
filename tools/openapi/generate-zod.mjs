#!/usr/bin/env node
// Generates libs/domain/src/contract/zod.gen.ts from openapi/openapi.yaml with the zod plugin of
// @hey-api/openapi-ts: zod v4 schemas of every request (bodies, path and query parameters) and of
// the component schemas they use, in `zod/mini`'s functional form (`compatibilityVersion: 'mini'`),
// which the bundler can tree-shake (docs/adr/0014-static-delivery.md). Responses are left out (the
// client's types cover them), so the file stays small enough for the apps' bundles. The output is
// formatted with the repo's Prettier config and must never be edited by hand: `npm run generate`
// rewrites it, and tools/openapi/check-generated.mjs fails the test run when it is stale.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
export const zodTarget = path.join(root, 'libs/domain/src/contract/zod.gen.ts');

const header = [
  '// GENERATED from openapi/openapi.yaml by tools/openapi/generate-zod.mjs (@hey-api/openapi-ts, zod',
  '// plugin). Do not edit: change the contract and run `npm run generate`.',
];

/** The contract without its responses, so only request schemas (and what they use) are emitted. */
function requestsOnly() {
  const spec = parse(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8'));
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (operation && typeof operation === 'object' && 'responses' in operation) {
        operation.responses = { default: { description: 'See openapi/openapi.yaml.' } };
      }
    }
  }
  delete spec.components?.responses;
  return spec;
}

/** The text zod.gen.ts must have for the current contract. */
export async function generateZod() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kola-zod-'));
  try {
    await createClient({
      input: requestsOnly(),
      output: { path: dir, header },
      logs: { level: 'silent' },
      parser: { filters: { orphans: false, schemas: { exclude: [] } } },
      plugins: [
        { name: 'zod', compatibilityVersion: 'mini', requests: true, responses: false, definitions: true },
      ],
    });
    const raw = readFileSync(path.join(dir, 'zod.gen.ts'), 'utf8');
    const options = await prettier.resolveConfig(zodTarget);
    return prettier.format(raw, { ...options, filepath: zodTarget });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(zodTarget, await generateZod());
  console.log(`wrote ${path.relative(root, zodTarget)}`);
}
