// Temporary helper while the contract is written in parts: merges openapi/openapi.yaml with
// openapi/parts/*.paths.yaml (path level, 2 spaces) and *.schemas.yaml (4 spaces, under
// components.schemas), then runs openapi-typescript on the result (which lints it with Redocly).
import { readFileSync, readdirSync, writeFileSync, mkdtempSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;
const base = readFileSync(join(root, 'openapi/openapi.yaml'), 'utf8');
const partsDir = join(root, 'openapi/parts');
let files = [];
try { files = readdirSync(partsDir).sort(); } catch {}
const paths = files.filter((f) => f.endsWith('.paths.yaml')).map((f) => readFileSync(join(partsDir, f), 'utf8')).join('\n');
const schemas = files.filter((f) => f.endsWith('.schemas.yaml')).map((f) => readFileSync(join(partsDir, f), 'utf8')).join('\n');
let merged = base.replace(/\ncomponents:\n/, `\n${paths}\ncomponents:\n`);
merged = merged.trimEnd() + '\n' + schemas + '\n';
const top = mkdtempSync(join(tmpdir(), 'openapi-'));
const dir = join(top, 'openapi');
mkdirSync(dir);
writeFileSync(join(dir, 'openapi.yaml'), merged);
writeFileSync(join(dir, 'redocly.yaml'), readFileSync(join(root, 'openapi/redocly.yaml'), 'utf8').replace(/apis:[\s\S]*/, ''));
console.log('merged into', join(dir, 'openapi.yaml'));
execFileSync(join(root, 'node_modules/.bin/openapi-typescript'), [join(dir, 'openapi.yaml'), '--redocly', join(dir, 'redocly.yaml'), '-o', join(dir, 'schema.d.ts')], { stdio: 'inherit' });
execFileSync('node', [join(root, '../shared/tools/spec-coverage'), '--only', 'ops'], { stdio: 'inherit', cwd: top });
