#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 3000) and both web apps on Vite's dev
// server with hot reload (member-web http://localhost:5173, admin-web http://localhost:5174),
// proxying /api to the API.
import { ensureInstalled, log, run, bin } from './lib.mjs';

ensureInstalled();
log(
  'API on http://localhost:3000, member-web on http://localhost:5173, admin-web on http://localhost:5174/admin-login',
);
const env = { SEED_DEMO: process.env.SEED_DEMO ?? 'true' };
const codes = await Promise.all([
  run(bin('tsx'), ['watch', 'apps/api/src/server.ts'], { env }),
  run('npm', ['run', 'dev', '-w', '@kola/member-web']),
  run('npm', ['run', 'dev', '-w', '@kola/admin-web']),
]);
process.exitCode = Math.max(...codes);
