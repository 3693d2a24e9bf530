#!/usr/bin/env node
// Renders the demo products' pictures (apps/api/src/db/demo-images/*.jpg) in Chromium from the SVG
// drawings below. The pictures are committed; run this again only to change them:
//   node tools/render-demo-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './lib.mjs';

const out = path.join(root, 'apps/api/src/db/demo-images');

const leaf = (x, y, r, s, c) =>
  `<path transform="translate(${x} ${y}) rotate(${r}) scale(${s})" fill="${c}" d="M0 0 C 30 -40 90 -40 120 0 C 90 40 30 40 0 0 Z"/>` +
  `<path transform="translate(${x} ${y}) rotate(${r}) scale(${s})" stroke="rgba(255,255,255,.5)" stroke-width="3" fill="none" d="M8 0 L 112 0"/>`;

const label = (x, y, w, h, title, sub, ink) => `
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#fffdf6"/>
  <text x="${x + w / 2}" y="${y + h / 2 - 6}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="26" fill="${ink}">${title}</text>
  <text x="${x + w / 2}" y="${y + h / 2 + 26}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="17" fill="${ink}" opacity=".75">${sub}</text>`;

const bottle = (body, cap, t, s, ink) => `
  <rect x="205" y="70" width="70" height="46" rx="8" fill="${cap}"/>
  <path d="M190 116 h100 v34 q60 20 60 80 v190 q0 24 -24 24 h-172 q-24 0 -24 -24 v-190 q0 -60 60 -80 Z" fill="${body}"/>
  ${label(150, 250, 180, 120, t, s, ink)}`;
const jar = (body, cap, t, s, ink) => `
  <rect x="120" y="110" width="240" height="56" rx="14" fill="${cap}"/>
  <rect x="105" y="160" width="270" height="270" rx="36" fill="${body}"/>
  ${label(135, 230, 210, 130, t, s, ink)}`;
const box = (body, top, t, s, ink) => `
  <path d="M120 150 L240 100 L360 150 L240 200 Z" fill="${top}"/>
  <path d="M120 150 L240 200 L240 430 L120 380 Z" fill="${body}"/>
  <path d="M360 150 L240 200 L240 430 L360 380 Z" fill="${body}" opacity=".8"/>
  ${label(250, 240, 100, 110, t, s, ink).replace('font-size="26"', 'font-size="20"')}`;

const products = [
  [
    'moringa-leaf-capsules',
    '#d9ecd0',
    '#6aa84f',
    jar('#3d7a34', '#27552a', 'Moringa', '60 capsules', '#27552a'),
  ],
  [
    'bitter-kola-tonic',
    '#f3e3cf',
    '#b0652a',
    bottle('#7a3e14', '#3b2a1a', 'Bitter Kola', '500 ml tonic', '#5b2e0f'),
  ],
  [
    'black-seed-oil',
    '#e6e1f0',
    '#5d4b8a',
    bottle('#22202b', '#c8a24a', 'Black Seed', '100 ml oil', '#22202b'),
  ],
  ['ginger-garlic-tea', '#fbeccd', '#d08a1e', box('#d9a13b', '#efc56b', 'Ginger', '20 bags', '#7a4c0c')],
  [
    'prostate-care-blend',
    '#dbe8f1',
    '#3f7aa6',
    jar('#2f5f86', '#1d3d58', 'Prostate', '90 capsules', '#1d3d58'),
  ],
  ['shea-body-butter', '#f6eee3', '#c7a27a', jar('#e9d7bd', '#a9865e', 'Shea', '250 g butter', '#6e5235')],
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 480, height: 480 } });
for (const [name, bg, leafColour, drawing] of products) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
    <defs><radialGradient id="g" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
    <rect width="480" height="480" fill="url(#g)"/>
    ${leaf(40, 120, -30, 1, leafColour)}${leaf(330, 430, -150, 0.9, leafColour)}${leaf(360, 80, 20, 0.7, leafColour)}
    <ellipse cx="240" cy="440" rx="150" ry="14" fill="rgba(0,0,0,.12)"/>
    ${drawing}
  </svg>`;
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  writeFileSync(path.join(out, `${name}.jpg`), await page.screenshot({ type: 'jpeg', quality: 82 }));
  console.log(`${name}.jpg`);
}
await browser.close();
