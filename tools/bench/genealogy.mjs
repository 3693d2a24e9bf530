#!/usr/bin/env node
// Benchmark of the GenealogyTree (Network Structure) with 10,000 loaded members, in Chromium.
//
//   node tools/bench/genealogy.mjs [--runs 20]
//
// Builds a tiny production page with Vite that renders the `Large` story of
// GenealogyTree.stories.tsx (10,000 generated members, all loaded) through composeStories, in
// each layout; serves it with node:http, opens it in Chromium (CHROMIUM_PATH or /usr/bin/chromium)
// through playwright-core and times, inside the page with performance.now(), from the user's
// action until the DOM shows the result ("dom") and until the next frame after that ("frame"):
//   chart  expand            a level-2 member opened in the collapsed chart (its boxes appear);
//   chart  expand (N shown)  a level-13 member opened with levels 1–12 open (N boxes in the DOM);
//   chart  search            a deep username from the collapsed chart (path opened, box
//                            highlighted and scrolled into the frame);
//   list   expand            the same in the collapsed list;
//   list   expand (all open) a member with ~5,000 descendants opened while all 10,000 rows are open;
//   list   search            as for the chart (row highlighted and scrolled into view).
// Prints median and p95 per scenario and their ratio to the 100 ms target. Not a test: exits 0
// unless the benchmark cannot run.
import { mkdir, mkdtemp, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs } from '../lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) || 20 : 20;
const WARMUP = 3;
const TARGET_MS = 100;
/** Chart scenario 2: levels 1..OPEN_LEVELS open, a member of the next level opened. */
const OPEN_LEVELS = 12;

const ui = path.join(root, 'libs/ui/src');
const entry = `
import { composeStories } from '@storybook/react-vite';
import { createRoot } from 'react-dom/client';
import { UiProvider } from '${ui}/theme/UiProvider';
import * as stories from '${ui}/components/GenealogyTree/GenealogyTree.stories';

const started = performance.now();
const { Large } = composeStories(stories);
const { root, initialChildren } = Large.args;
const loaded = performance.now();
const params = new URLSearchParams(location.search);
const layout = params.get('layout') ?? 'chart';
const openLevels = Number(params.get('open') ?? 0);

// Breadth first: every member with its level; deep members spread over the last generations.
const levels = [[root.id, 1]];
for (let head = 0; head < levels.length; head += 1) {
  const [id, level] = levels[head];
  (initialChildren.get(id) ?? []).forEach((kid) => levels.push([kid.id, level + 1]));
}
const all = [...initialChildren.values()].flat();
const targets = Array.from({ length: 40 }, (_, i) => all[all.length - 1 - i * 97]?.username).filter(Boolean);
const open = openLevels > 0 ? levels.filter(([, level]) => level <= openLevels).map(([id]) => id) : undefined;
window.__bench = { loadMs: loaded - started, targets, members: levels.length, layout, open: open?.length ?? 0 };
createRoot(document.getElementById('root')).render(
  <UiProvider>
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <Large defaultLayout={layout} height={600} {...(open ? { defaultExpandedIds: open } : {})} />
    </div>
  </UiProvider>,
);
requestAnimationFrame(() => setTimeout(() => { window.__bench.mountMs = performance.now() - loaded; }, 0));
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
  const items = () => [...document.querySelectorAll('[role="treeitem"]')];
  const button = (name) =>
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  // The chart scrolls in its frame, the list in the tree element itself.
  const frame = () =>
    document.querySelector('[data-testid="genealogy-chart-viewport"]') ??
    document.querySelector('[role="tree"]');
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
  const byUsername = (username) =>
    document.querySelector(`[role="treeitem"][data-username="${CSS.escape(username)}"]`);

  if (kind === 'reset') {
    button('Collapse all')?.click();
    await until(
      () => items().length > 0 && items().every((row) => Number(row.getAttribute('aria-level')) <= 2),
    );
    frame()?.scrollTo({ top: 0 });
    await nextFrame();
    return null;
  }
  if (kind === 'expandAllRows') {
    button('Expand all')?.click();
    await until(() => !!document.querySelector('[role="treeitem"][aria-level="3"]'));
    frame()?.scrollTo({ top: 0 });
    await nextFrame();
    return null;
  }
  if (kind === 'expand') {
    // The first expandable member of the level (the same one every run), closed first (untimed).
    const level = arg;
    window.__targets ??= {};
    if (!window.__targets[level]) {
      const first = document.querySelector(`[role="treeitem"][aria-level="${level}"][aria-expanded]`);
      if (!first) throw new Error(`no expandable member at level ${level}`);
      window.__targets[level] = first.getAttribute('data-username');
    }
    const username = window.__targets[level];
    if (byUsername(username)?.getAttribute('aria-expanded') === 'true') {
      byUsername(username).click();
      await until(() => byUsername(username)?.getAttribute('aria-expanded') === 'false');
      await nextFrame();
    }
    return time(
      () => byUsername(username)?.click(),
      () =>
        byUsername(username)?.getAttribute('aria-expanded') === 'true' &&
        !!document.querySelector(`[role="treeitem"][aria-level="${level + 1}"]`),
    );
  }
  if (kind === 'search') {
    const username = arg;
    const input = document.querySelector('input[type="search"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setValue.call(input, username);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await nextFrame();
    const result = await time(
      () => button('Search')?.click(),
      () => byUsername(username)?.getAttribute('data-highlight') === 'true',
    );
    // Brought into view as well (checked, not timed: the scroll happens in the same commit).
    const box = byUsername(username).getBoundingClientRect();
    const view = frame().getBoundingClientRect();
    result.inView =
      box.left >= view.left - 1 &&
      box.right <= view.right + 1 &&
      box.top >= view.top - 1 &&
      box.bottom <= view.bottom + 1;
    return result;
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: chromiumArgs,
    });

    const results = [];
    const notes = [];
    const count = (page) => page.evaluate(() => document.querySelectorAll('[role="treeitem"]').length);
    const open = async (layout, openLevels = 0) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`http://127.0.0.1:${port}/?layout=${layout}&open=${openLevels}`);
      await page.waitForFunction(() => window.__bench?.mountMs !== undefined, null, { timeout: 60000 });
      const info = await page.evaluate(() => window.__bench);
      return { page, info };
    };
    const run = async (page, name, kind, args) => {
      const samples = [];
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        if (kind === 'search') await page.evaluate(measureInPage, { kind: 'reset' });
        const sample = await page.evaluate(measureInPage, { kind, arg: args(i) });
        if (i >= WARMUP) samples.push(sample);
      }
      const missed = samples.filter((sample) => sample.inView === false).length;
      if (missed > 0) notes.push(`${name}: ${missed} of ${samples.length} found members not in view`);
      results.push([name, samples, await count(page)]);
    };

    // Chart: collapsed, then with many levels open.
    let members = 0;
    {
      const { page, info } = await open('chart');
      members = info.members;
      notes.push(
        `chart: story loaded in ${info.loadMs.toFixed(0)} ms, first render ${info.mountMs.toFixed(1)} ms, ${await count(page)} boxes`,
      );
      await run(page, 'chart  expand (collapsed)', 'expand', () => 2);
      await page.evaluate(measureInPage, { kind: 'reset' });
      await run(page, 'chart  search by username', 'search', (i) => info.targets[i % info.targets.length]);
      await page.close();
    }
    {
      const { page, info } = await open('chart', OPEN_LEVELS);
      const boxes = await count(page);
      notes.push(
        `chart with levels 1–${OPEN_LEVELS} open (${info.open} open members): first render ${info.mountMs.toFixed(1)} ms, ${boxes} boxes`,
      );
      await run(
        page,
        `chart  expand (${boxes.toLocaleString('en-US')} boxes shown)`,
        'expand',
        () => OPEN_LEVELS + 1,
      );
      await page.close();
    }
    // List: collapsed, search, then all 10,000 rows open.
    {
      const { page, info } = await open('list');
      notes.push(`list: first render ${info.mountMs.toFixed(1)} ms, ${await count(page)} rows`);
      await run(page, 'list   expand (collapsed)', 'expand', () => 2);
      await page.evaluate(measureInPage, { kind: 'reset' });
      await run(page, 'list   search by username', 'search', (i) => info.targets[i % info.targets.length]);
      await page.evaluate(measureInPage, { kind: 'reset' });
      await page.evaluate(measureInPage, { kind: 'expandAllRows' });
      await run(page, 'list   expand (10,000 rows open)', 'expand', () => 2);
      await page.close();
    }

    const os = await import('node:os');
    const cpu = `${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`;
    console.log(
      `GenealogyTree benchmark: the Large story (${members.toLocaleString('en-US')} loaded members), Chromium headless, ${RUNS} runs each (+${WARMUP} warm-up)`,
    );
    console.log(`page build ${(buildMs / 1000).toFixed(1)} s; ${cpu}`);
    notes.forEach((note) => console.log(`  ${note}`));
    console.log('');
    const header = ['scenario', 'median', 'p95', 'p95/100ms', 'dom median', 'dom p95', 'treeitems after'];
    const rows = results.map(([name, samples, items]) => {
      const frame = samples.map((s) => s.frame);
      const dom = samples.map((s) => s.dom);
      return [
        name,
        `${median(frame).toFixed(1)} ms`,
        `${p95(frame).toFixed(1)} ms`,
        `${(p95(frame) / TARGET_MS).toFixed(2)}`,
        `${median(dom).toFixed(1)} ms`,
        `${p95(dom).toFixed(1)} ms`,
        String(items),
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
