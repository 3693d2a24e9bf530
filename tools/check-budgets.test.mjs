// The arithmetic of tools/check-budgets.mjs on a fixture manifest (run by `npm test`, build step:
// node --test tools/check-budgets.test.mjs).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { checkApp, entryKey, fileSizes, lazyPages, routeLoad, staticClosure } from './check-budgets.mjs';

// index.html → entry, which preloads vendor (which imports shared); the login is in the entry;
// a lazy layout; two lazy pages inside it and a lazy register page outside it, sharing a chunk.
const manifest = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    isEntry: true,
    imports: ['_vendor-BBBBBBBB.js'],
    css: ['assets/index-CCCCCCCC.css'],
    dynamicImports: [
      'src/layouts/Layout.tsx',
      'src/pages/user/A.tsx',
      'src/pages/user/B.tsx',
      'src/Register.tsx',
    ],
  },
  '_vendor-BBBBBBBB.js': { file: 'assets/vendor-BBBBBBBB.js', imports: ['_shared-DDDDDDDD.js'] },
  '_shared-DDDDDDDD.js': { file: 'assets/shared-DDDDDDDD.js' },
  '_forms-EEEEEEEE.js': { file: 'assets/forms-EEEEEEEE.js', imports: ['_shared-DDDDDDDD.js'] },
  'src/layouts/Layout.tsx': {
    file: 'assets/Layout-FFFFFFFF.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/pages/user/A.tsx': {
    file: 'assets/A-GGGGGGGG.js',
    isDynamicEntry: true,
    imports: ['index.html', '_forms-EEEEEEEE.js'],
  },
  'src/pages/user/B.tsx': { file: 'assets/B-HHHHHHHH.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/Register.tsx': {
    file: 'assets/Register-IIIIIIII.js',
    isDynamicEntry: true,
    imports: ['index.html', '_forms-EEEEEEEE.js'],
  },
  'inter.woff2': { file: 'assets/inter-JJJJJJJJ.woff2' },
};

/** Each file's size: gzip = raw / 4, brotli = raw / 5, with easy raw sizes per file. */
const raw = {
  'assets/index-AAAAAAAA.js': 40_000,
  'assets/vendor-BBBBBBBB.js': 400_000,
  'assets/shared-DDDDDDDD.js': 20_000,
  'assets/forms-EEEEEEEE.js': 80_000,
  'assets/Layout-FFFFFFFF.js': 8_000,
  'assets/A-GGGGGGGG.js': 12_000,
  'assets/B-HHHHHHHH.js': 4_000,
  'assets/Register-IIIIIIII.js': 16_000,
};
const sizeOf = (file) => {
  assert.ok(file in raw, `${file} is not JavaScript of the fixture`);
  return { raw: raw[file], gzip: raw[file] / 4, brotli: raw[file] / 5 };
};

test('the first load is the entry with its static imports, each chunk counted once', () => {
  assert.equal(entryKey(manifest), 'index.html');
  assert.deepEqual([...staticClosure(manifest, ['index.html'])].sort(), [
    '_shared-DDDDDDDD.js',
    '_vendor-BBBBBBBB.js',
    'index.html',
  ]);
  const login = routeLoad(manifest, [], sizeOf);
  assert.deepEqual(login.files.sort(), [
    'assets/index-AAAAAAAA.js',
    'assets/shared-DDDDDDDD.js',
    'assets/vendor-BBBBBBBB.js',
  ]);
  assert.equal(login.raw, 460_000);
  assert.equal(login.gzip, 115_000);
  assert.equal(login.brotli, 92_000);
});

test('a lazy route adds its chunk and what it imports, not what the entry already loads', () => {
  // entry 460 000 + A 12 000 + forms 80 000 (shared is already in) = 552 000 raw.
  const a = routeLoad(manifest, ['src/layouts/Layout.tsx', 'src/pages/user/A.tsx'], sizeOf);
  assert.equal(a.raw, 460_000 + 8_000 + 12_000 + 80_000);
  assert.equal(a.gzip, (460_000 + 8_000 + 12_000 + 80_000) / 4);
  assert.equal(a.files.length, 6);
});

test('every lazy page is checked with the layout it renders in, against the budget', () => {
  const app = {
    firstLoads: [{ route: '/login', lazy: [], budget: 115_000 }],
    layouts: [{ layout: 'src/layouts/Layout.tsx', pages: /^src\/pages\/user\// }],
    anyRoute: 139_000,
  };
  assert.deepEqual(lazyPages(manifest, app.layouts).sort(), [
    'src/Register.tsx',
    'src/pages/user/A.tsx',
    'src/pages/user/B.tsx',
  ]);
  const rows = Object.fromEntries(checkApp(app, manifest, sizeOf).map((row) => [row.route, row]));
  assert.equal(rows['/login'].gzip, 115_000);
  assert.equal(rows['/login'].over, false); // at the budget is within it
  assert.equal(rows['src/pages/user/A.tsx'].gzip, 140_000); // entry + layout + A + forms
  assert.equal(rows['src/pages/user/A.tsx'].over, true);
  assert.equal(rows['src/pages/user/B.tsx'].gzip, 118_000); // entry + layout + B
  assert.equal(rows['src/Register.tsx'].gzip, 139_000); // entry + Register + forms, no layout
  assert.equal(rows['src/Register.tsx'].over, false);
});

test('a module the budgets name but the build lacks is an error, not a pass', () => {
  assert.throws(
    () => routeLoad(manifest, ['src/Missing.tsx'], sizeOf),
    /src\/Missing\.tsx is not in the build manifest/,
  );
});

test('file sizes are the gzip (level 9) and brotli bytes of each file on its own', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kola-budgets-'));
  try {
    const text = 'export const x = "kola";\n'.repeat(200);
    writeFileSync(path.join(dir, 'a.js'), text);
    const size = fileSizes(dir)('a.js');
    assert.equal(size.raw, text.length);
    assert.equal(size.gzip, gzipSync(text, { level: 9 }).length);
    assert.ok(size.brotli > 0 && size.brotli < size.gzip);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
