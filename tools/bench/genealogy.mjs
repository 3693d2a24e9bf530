#!/usr/bin/env node
// Benchmark of the GenealogyTree (Network Structure) with 10,000 loaded members, in Chromium.
//
//   node tools/bench/genealogy.mjs [--runs 20]
//
// Builds a tiny production page with Vite (the component, its 10,000-member fixture and the theme),
// serves it with node:http, opens it in /usr/bin/chromium through playwright-core and times, inside
// the page with performance.now(), from the user's action until the DOM shows the result ("dom")
// and until the next frame after that ("frame"):
//   - expand:     expanding a member (its children appear) in the collapsed tree;
//   - expand-all: expanding a member with ~5,000 descendants while all 10,000 rows are expanded;
//   - search:     searching a deep username from the collapsed tree (path expanded, row
//                 highlighted and scrolled into view).
// Prints median and p95 per scenario and their ratio to the 100 ms target. Not a test: exits 0.
import { mkdir, mkdtemp, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) || 20 : 20;
const WARMUP = 3;
const TARGET_MS = 100;

// Same flags as libs/ui/vitest.config.ts (chromiumArgs).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

const ui = path.join(root, 'libs/ui/src');
const entry = `
import { createRoot } from 'react-dom/client';
import { UiProvider } from '${ui}/theme/UiProvider';
import { GenealogyTree } from '${ui}/components/GenealogyTree/GenealogyTree';
import { generateGenealogy } from '${ui}/components/GenealogyTree/GenealogyTreeFixtures';

const started = performance.now();
const large = generateGenealogy(10_000, 42);
const generated = performance.now();
const all = [...large.children.values()].flat();
// 20+ deep members spread over the last generations, the same every run.
const targets = Array.from({ length: 40 }, (_, i) => all[all.length - 1 - i * 97]?.username).filter(Boolean);
window.__bench = { generateMs: generated - started, targets, members: all.length + 1 };
createRoot(document.getElementById('root')).render(
  <UiProvider>
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <GenealogyTree root={large.root} initialChildren={large.children} height={600} />
    </div>
  </UiProvider>,
);
requestAnimationFrame(() => setTimeout(() => { window.__bench.mountMs = performance.now() - generated; }, 0));
`;

async function buildPage(dir) {
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>GenealogyTree bench</title></head>' +
      '<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  await writeFile(path.join(dir, 'main.tsx'), entry);
  await build({
    configFile: false,
    root: dir,
    logLevel: 'error',
    plugins: [react()],
    resolve: {
      alias: [{ find: /^@kola\/([a-z-]+)$/, replacement: path.join(root, 'libs/$1/src/index.ts') }],
    },
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  return path.join(dir, 'dist');
}

function serve(dist) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(dist, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(dist)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res
        .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Runs in the page: times `action` until `done()` holds in the DOM, then until the next frame. */
const measureInPage = async ({ kind, arg }) => {
  const tree = () => document.querySelector('[role="tree"]');
  const items = () => [...document.querySelectorAll('[role="treeitem"]')];
  const button = (name) =>
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  const until = (done, limit = 15000) =>
    new Promise((resolve, reject) => {
      if (done()) return resolve();
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`timed out: ${kind}`));
      }, limit);
      const observer = new MutationObserver(() => {
        if (done()) {
          clearTimeout(timer);
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const time = async (action, done) => {
    const t0 = performance.now();
    action();
    await until(done);
    const dom = performance.now() - t0;
    await nextFrame();
    return { dom, frame: performance.now() - t0 };
  };
  const secondRow = () => items().find((row) => row.getAttribute('aria-level') === '2');

  if (kind === 'reset') {
    button('Collapse all')?.click();
    await until(
      () => items().length > 0 && items().every((row) => Number(row.getAttribute('aria-level')) <= 2),
    );
    tree()?.scrollTo({ top: 0 });
    await nextFrame();
    return null;
  }
  if (kind === 'expandAllRows') {
    button('Expand all')?.click();
    await until(() => !!document.querySelector('[role="treeitem"][aria-level="3"]'));
    tree()?.scrollTo({ top: 0 });
    await nextFrame();
    return null;
  }
  if (kind === 'expand') {
    // Collapse the left child first (untimed) if open, then time its expansion.
    const row = secondRow();
    if (row?.getAttribute('aria-expanded') === 'true') {
      row.click();
      await until(() => secondRow()?.getAttribute('aria-expanded') === 'false');
      await nextFrame();
    }
    return time(
      () => secondRow()?.click(),
      () =>
        secondRow()?.getAttribute('aria-expanded') === 'true' &&
        !!document.querySelector('[role="treeitem"][aria-level="3"]'),
    );
  }
  if (kind === 'search') {
    const username = arg;
    const input = document.querySelector('input[type="search"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setValue.call(input, username);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await nextFrame();
    return time(
      () => button('Search')?.click(),
      () => !!document.querySelector(`[role="treeitem"][data-highlight="true"][data-username="${username}"]`),
    );
  }
  throw new Error(`unknown kind ${kind}`);
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
};

async function main() {
  const workDir = path.join(root, 'tmp');
  await mkdir(workDir, { recursive: true });
  const dir = await mkdtemp(path.join(workDir, 'bench-genealogy-'));
  let server;
  let browser;
  try {
    const buildStart = performance.now();
    const dist = await buildPage(dir);
    const buildMs = performance.now() - buildStart;
    server = await serve(dist);
    const { port } = server.address();

    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: chromiumArgs,
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => window.__bench?.mountMs !== undefined, null, { timeout: 30000 });
    const info = await page.evaluate(() => ({
      ...window.__bench,
      rendered: document.querySelectorAll('[role="treeitem"]').length,
    }));

    const results = {};
    const run = async (name, kind, args) => {
      const samples = [];
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        if (kind === 'search') await page.evaluate(measureInPage, { kind: 'reset' });
        const sample = await page.evaluate(measureInPage, { kind, arg: args?.(i) });
        if (i >= WARMUP) samples.push(sample);
      }
      results[name] = samples;
    };

    await run('expand (collapsed tree)', 'expand');
    await page.evaluate(measureInPage, { kind: 'expandAllRows' });
    const renderedExpanded = await page.evaluate(() => document.querySelectorAll('[role="treeitem"]').length);
    await run('expand (10,000 rows open)', 'expand');
    await page.evaluate(measureInPage, { kind: 'reset' });
    await run('search by username', 'search', (i) => info.targets[i % info.targets.length]);
    const renderedAfter = await page.evaluate(() => document.querySelectorAll('[role="treeitem"]').length);

    const os = await import('node:os');
    const cpu = `${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`;
    console.log(
      `GenealogyTree benchmark: ${info.members} loaded members, Chromium headless, ${RUNS} runs each (+${WARMUP} warm-up)`,
    );
    console.log(
      `page build ${buildMs.toFixed(0)} ms; fixture ${info.generateMs.toFixed(1)} ms; first render ${info.mountMs.toFixed(1)} ms; ` +
        `treeitems in the DOM: ${info.rendered} collapsed, ${renderedExpanded} with all 10,000 open, ${renderedAfter} after searches; ${cpu}`,
    );
    console.log('');
    const header = ['scenario', 'median', 'p95', 'p95/100ms', 'dom median', 'dom p95'];
    const rows = Object.entries(results).map(([name, samples]) => {
      const frame = samples.map((s) => s.frame);
      const dom = samples.map((s) => s.dom);
      return [
        name,
        `${median(frame).toFixed(1)} ms`,
        `${p95(frame).toFixed(1)} ms`,
        `${(p95(frame) / TARGET_MS).toFixed(2)}`,
        `${median(dom).toFixed(1)} ms`,
        `${p95(dom).toFixed(1)} ms`,
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(line(header));
    rows.forEach((r) => console.log(line(r)));
    console.log('');
    console.log(
      `median/p95: action until the next frame after the DOM shows the result; dom: until the DOM shows it. ` +
        `Target ${TARGET_MS} ms (ratio < 1 meets it).`,
    );
  } catch (error) {
    console.error('genealogy benchmark failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await browser?.close().catch(() => undefined);
    await new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await rm(dir, { recursive: true, force: true });
    await rmdir(workDir).catch(() => undefined); // only when nothing else is in tmp/
  }
}

await main();
