// Shared by tools/start.mjs, tools/test.mjs and tools/dev.mjs. Plain Node (runs on the
// machine's Node 20 before anything is installed).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** PATH with node_modules/.bin first, so `node` is the pinned Node 22 from the lockfile. */
export function toolEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    ...extra,
  };
}

export function log(message) {
  console.log(`\x1b[36m[kola]\x1b[0m ${message}`);
}

/** `npm ci` when node_modules is missing or was installed from another lockfile. */
export function ensureInstalled() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules/.kola-lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash && existsSync(bin('node'))) return;
  log('installing dependencies (npm ci)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, hash);
}

export function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? null : 'sudo';
  const apt = (args) =>
    execFileSync(sudo ?? 'apt-get', sudo ? ['apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', '--no-install-recommends', ...packages]);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', ...packages]);
  }
}

/**
 * Chromium's flags for the benchmarks that drive it (tools/bench): headless Debian Chromium with no
 * traffic beyond loopback, as the browser tests run it (.storybook/chromium.ts, e2e/support/browser.ts).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Builds both web apps (`npm start` serves them); resolves to nx's exit code. */
export function buildWebApps() {
  return run(bin('nx'), [
    'run-many',
    '-t',
    'build',
    '--projects=@kola/member-web,@kola/admin-web',
    '--parallel=2',
    '--output-style=static',
  ]);
}

/** Debian's Chromium for the browser tests (the test tools never download a browser). */
export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return chromium;
  log('installing Debian chromium with apt-get…');
  aptInstall(['chromium']);
  if (!existsSync(chromium)) throw new Error(`${chromium} is still missing after apt-get install chromium`);
  return chromium;
}

/**
 * Runs a command with the tool PATH; resolves to its exit code. With `onLine`, its output is
 * still printed as it comes and each line is also handed to `onLine`; with `prefix` as well, it is
 * printed line by line, each line after the prefix (for a command running beside another).
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: toolEnv(options.env),
      stdio: options.onLine ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    if (options.onLine) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        from.on('data', (chunk) => {
          if (!options.prefix) to.write(chunk);
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) {
            // Beside another command, whole lines only, each marked with the prefix.
            if (options.prefix) to.write(`${options.prefix}${line}\n`);
            options.onLine(line);
          }
        });
        from.on('end', () => {
          if (!rest) return;
          if (options.prefix) to.write(`${options.prefix}${rest}\n`);
          options.onLine(rest);
        });
      }
    }
    // 'close' comes after the output streams end, so every line has been seen.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}
