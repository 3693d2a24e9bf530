#!/usr/bin/env node
// Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL server on loopback:
// installs PostgreSQL with apt when it is missing, initdb's a cluster in a temporary
// directory, starts it on a free port, runs the command, then stops and deletes it.
// With DATABASE_URL already set, the command runs against that server instead.
// Usage: node tools/with-postgres.mjs <command> [args...]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function run(cmd, cmdArgs, options = {}) {
  return execFileSync(cmd, cmdArgs, { stdio: 'inherit', ...options });
}

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(base, versions[0], 'bin');
  }
  return null;
}

function ensurePostgres() {
  let bin = findBinDir();
  if (bin) return bin;
  console.log('[with-postgres] PostgreSQL is not installed; installing it with apt-get');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (aptArgs) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...aptArgs] : aptArgs, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', '--no-install-recommends', 'postgresql']);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'postgresql']);
  }
  bin = findBinDir();
  if (!bin) throw new Error('PostgreSQL installed but initdb was not found under /usr/lib/postgresql');
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function child(cmd, cmdArgs, env) {
  return new Promise((resolve) => {
    const p = spawn(cmd, cmdArgs, { stdio: 'inherit', env, shell: false });
    const forward = (sig) => p.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    p.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  if (process.env.DATABASE_URL) {
    process.exit(await child(command, args, process.env));
  }
  const bin = ensurePostgres();
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: run the server as the postgres user.
  const as = (cmd, cmdArgs) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', cmd, ...cmdArgs]) : run(cmd, cmdArgs);
  const dir = mkdtempSync(path.join(tmpdir(), 'kola-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  let started = false;
  try {
    as(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
    // Durability is not needed for a test server; these make it faster.
    const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    as(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-o', opts, '-w', 'start']);
    started = true;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    console.log(`[with-postgres] PostgreSQL ${path.basename(path.dirname(bin))} on ${url}`);
    const code = await child(command, args, { ...process.env, DATABASE_URL: url });
    process.exitCode = code;
  } finally {
    if (started) {
      try {
        as(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        /* already gone */
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
