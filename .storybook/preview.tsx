import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { expectNoAxeViolations } from '../libs/ui/src/testing/a11y';
import { uiPreview } from '../libs/ui/src/testing/preview';
import '../libs/app-shell/src/fonts';

// Play functions wait for effects and timers, and a page story for a dialog's code loaded on first
// use; on a busy 2-core machine that took over 5 s once (as long as the page tests wait).
configure({ asyncUtilTimeout: 10_000 });

// Theme provider + GlobalStyle (+ toasts) around every story; shared with the unit tests.
const preview: Preview = {
  ...uiPreview,
  parameters: {
    ...uiPreview.parameters,
    options: { storySort: { order: ['UI', 'Shell', 'Pages'] } },
  },
  // In the vitest `storybook` project, after its play function, every UI/* story is checked
  // with axe-core in real Chromium (which also measures colour contrast). Page stories opt in
  // with `parameters: { axe: true }`; any story opts out with `parameters: { axe: false }`.
  afterEach: async ({ parameters, title }) => {
    if (import.meta.env.MODE !== 'test') return;
    const wanted = parameters['axe'] === true || (title.startsWith('UI/') && parameters['axe'] !== false);
    if (wanted) await expectNoAxeViolations(document.body);
  },
};

export default preview;
