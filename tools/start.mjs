#!/usr/bin/env node
// `npm start`: install what is missing, build the two web apps, and serve the whole product
// (API, member portal, back office) on one origin with the embedded database and demo data.
import path from 'node:path';
import { bin, buildWebApps, ensureInstalled, log, root, run } from './lib.mjs';

ensureInstalled();
log('building the web apps…');
const built = await buildWebApps();
if (built !== 0) process.exit(built);
log('starting the server…');
const env = { SEED_DEMO: process.env.SEED_DEMO ?? 'true' };
process.exitCode = await run(bin('tsx'), [path.join(root, 'apps/api/src/server.ts')], { env });
