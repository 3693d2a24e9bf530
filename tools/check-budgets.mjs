#!/usr/bin/env node
// The JavaScript budgets of the two web apps (docs/adr/0014-static-delivery.md), checked on their
// builds (`npm run build`) from Vite's manifest (dist/.vite/manifest.json):
// - the first load of the sign-in page of each app: the entry chunk, every chunk it imports
//   statically (the modulepreloads) and the lazy chunks of that route with their static imports;
// - any route: the entry, one lazy page (each page the app loads on demand, its route's `lazyRoute`
//   or a part's `React.lazy`, so a new lazy page is checked without being listed here) and the lazy
//   layout it renders in.
// Sizes are the bytes of each chunk compressed on its own, as the server sends it (gzip level 9,
// the .gz the build writes; brotli quality 11 for the .br is printed alongside). Fonts, CSS and
// images are not JavaScript and do not count.
// Prints each figure with its budget; exits 1 when one is over (or a build or a listed module is missing).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const KB = 1000;

/**
 * The apps, their routes' lazy modules (paths as the manifest names them: from the app's folder).
 * Each budget sits just above what the build needs (docs/adr/0014-static-delivery.md#budgets, the
 * amendments of 2026-11-28 on zod/mini and of 2026-11-29 on dialogs on demand and on the
 * declarative router): the targets, 130 kB for the sign-in pages and 200 kB per route, are met.
 */
export const apps = [
  {
    name: 'member-web',
    dist: 'apps/member-web/dist',
    // A lazy layout and the lazy pages rendered inside it (manifest keys).
    layouts: [{ layout: 'src/layouts/MemberLayout.tsx', pages: /^src\/pages\/user\/|\/SecurityPage\.tsx$/ }],
    firstLoads: [{ route: '/login', lazy: [], budget: 130 * KB }],
    anyRoute: 175 * KB,
  },
  {
    name: 'admin-web',
    dist: 'apps/admin-web/dist',
    layouts: [{ layout: 'src/layouts/AdminLayout.tsx', pages: /^src\/pages\/admin\/|\/SecurityPage\.tsx$/ }],
    firstLoads: [{ route: '/admin-login', lazy: [], budget: 130 * KB }],
    anyRoute: 180 * KB,
  },
];

/** The manifest's entry (index.html's script). */
export function entryKey(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0][0];
}

/** The manifest keys `keys` load before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The JavaScript files (deduplicated) of a set of manifest keys. */
export function jsFiles(manifest, keys) {
  return [...new Set([...keys].map((key) => manifest[key].file).filter((file) => /\.m?js$/.test(file)))];
}

/**
 * A route's first load: the entry and the given lazy modules, with all they import statically,
 * summed over each file's size (`sizeOf(file)` → { gzip, brotli, raw }).
 */
export function routeLoad(manifest, lazy, sizeOf) {
  const files = jsFiles(manifest, staticClosure(manifest, [entryKey(manifest), ...lazy]));
  const total = { files, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/** Every module the app loads on demand (the lazy routes), except its layouts. */
export function lazyPages(manifest, layouts) {
  const layoutKeys = layouts.map(({ layout }) => layout);
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !layoutKeys.includes(key))
    .map(([key]) => key);
}

/** Each route's figure against its budget: the sign-in pages, then every lazy page (behind the layouts). */
export function checkApp(app, manifest, sizeOf) {
  const rows = [];
  for (const { route, lazy, budget } of app.firstLoads) {
    rows.push({ route, page: false, ...routeLoad(manifest, lazy, sizeOf), budget });
  }
  for (const page of lazyPages(manifest, app.layouts)) {
    const layouts = app.layouts
      .filter(({ layout, pages }) => pages.test(page) && layout in manifest)
      .map(({ layout }) => layout);
    rows.push({
      route: page,
      page: true,
      ...routeLoad(manifest, [...layouts, page], sizeOf),
      budget: app.anyRoute,
    });
  }
  return rows.map((row) => ({ ...row, over: row.gzip > row.budget }));
}

/** The bytes of a built file: as is, gzip (level 9) and brotli (quality 11). */
export function fileSizes(dist) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const content = readFileSync(path.join(dist, file));
      cache.set(file, {
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      });
    }
    return cache.get(file);
  };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

function main(root) {
  let failed = false;
  for (const app of apps) {
    const dist = path.join(root, app.dist);
    const manifestFile = path.join(dist, '.vite/manifest.json');
    if (!existsSync(manifestFile)) {
      console.error(`${app.name}: no ${path.relative(root, manifestFile)}; build it first (npm run build)`);
      failed = true;
      continue;
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    let rows;
    try {
      rows = checkApp(app, manifest, fileSizes(dist));
    } catch (error) {
      console.error(`${app.name}: ${error.message}`);
      failed = true;
      continue;
    }
    console.log(`${app.name}: JavaScript per route, gzip (brotli) against the gzip budget`);
    const shown = rows.filter((row) => !row.page || row.over);
    const pages = rows.filter((row) => row.page);
    const largest = pages.reduce((a, b) => (b.gzip > (a?.gzip ?? -1) ? b : a), null);
    if (largest && !largest.over) shown.push({ ...largest, route: `largest page: ${largest.route}` });
    for (const row of shown) {
      console.log(
        `  ${row.over ? 'FAIL' : 'ok  '}  ${row.route.padEnd(48)} ${kb(row.gzip).padStart(9)} (${kb(row.brotli)})` +
          `  budget ${kb(row.budget)}  [${row.files.length} files, ${kb(row.raw)} raw]`,
      );
    }
    console.log(`  ${pages.length} lazy pages checked against ${kb(app.anyRoute)}`);
    failed ||= rows.some((row) => row.over);
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(path.resolve(import.meta.dirname, '..'));
}
