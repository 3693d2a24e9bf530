#!/usr/bin/env node
// `npm run chromatic`: visual review of every story on Chromatic (their cloud). Needs
// CHROMATIC_PROJECT_TOKEN; without it this says so and exits 0, so it never breaks a local run.
// With a token: builds the static Storybook, then uploads it with the chromatic CLI.
import { bin, ensureInstalled, log, run } from './lib.mjs';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; nothing uploaded (set it to publish the stories).');
  process.exit(0);
}
ensureInstalled();
let code = await run(bin('storybook'), ['build', '-c', '.storybook', '-o', 'storybook-static', '--quiet']);
if (code === 0) {
  code = await run(bin('chromatic'), [
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    '--only-changed',
  ]);
}
process.exit(code);
