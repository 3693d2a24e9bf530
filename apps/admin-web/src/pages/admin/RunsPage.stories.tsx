import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { admin } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { dueRuns, run, runPage, runPreview } from '../../testing/runsFixtures';
import { RunsPage } from './RunsPage';

const signedIn = { 'GET /auth/admin': ok(admin()) };
const filled = {
  ...signedIn,
  'GET /runs/due': ok(dueRuns()),
  'GET /runs': ok(runPage()),
  'GET /runs/{kind}/{period}/preview': ok(runPreview()),
  'POST /runs/{kind}/{period}/commit': ok(run({ id: 13, period: '2026-11-28' }), 'The run was committed'),
};

const meta = {
  title: 'Pages/Admin/Runs',
  component: RunsPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.runs },
    session: { token: 'admin-token' },
    api: filled,
  },
} satisfies Meta<typeof RunsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each kind's current period (equilibrium due), and two runs in the history. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('table', { name: 'Current periods' });
    await waitFor(() => expect(within(current).getAllByRole('row')).toHaveLength(6));
    await expect(
      canvas.getByRole('button', { name: 'Commit Equilibrium and loyalty, 2026-11-28' }),
    ).toBeEnabled();
    const history = canvas.getByRole('table', { name: 'Run history' });
    await waitFor(() => expect(within(history).getByText('₦350,000.00')).toBeVisible());
  },
};

/** Preview: the totals, forfeits, by kind and the largest lines, nothing paid yet. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: 'Preview Equilibrium and loyalty, 2026-11-28',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Preview: Equilibrium and loyalty, 2026-11-28',
    });
    await waitFor(() => expect(within(dialog).getByText('₦2,040.00')).toBeVisible());
    await expect(within(dialog).getByRole('table', { name: 'Largest lines' })).toBeVisible();
  },
};

/** A period already run: the preview says a commit would pay nothing. */
export const PreviewAlreadyRun: Story = {
  parameters: {
    api: {
      ...filled,
      'GET /runs/{kind}/{period}/preview': ok(runPreview({ already_run: run({ period: '2026-11-28' }) })),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: 'Preview Equilibrium and loyalty, 2026-11-28',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(
        within(dialog).getByText('This period was already run: committing it again pays nothing.'),
      ).toBeVisible(),
    );
  },
};

/** Commit asks first (money moves), then says it is done. */
export const Commit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: 'Commit Equilibrium and loyalty, 2026-11-28',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Commit Equilibrium and loyalty, 2026-11-28?',
    });
    await expect(confirm).toHaveTextContent('Money moves');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Commit run' }));
    await waitFor(() =>
      expect(screen.getByText('The run was committed: Equilibrium and loyalty, 2026-11-28')).toBeVisible(),
    );
  },
};

/** Another administrator (or the scheduler) committed it first: 409, nothing paid. */
export const AlreadyRun: Story = {
  parameters: {
    api: {
      ...filled,
      'POST /runs/{kind}/{period}/commit': fail(409, 'This run has already been run; nothing was paid.'),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: 'Commit Equilibrium and loyalty, 2026-11-28',
      }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Commit run' }));
    await waitFor(() =>
      expect(screen.getByText('This run has already been run; nothing was paid.')).toBeVisible(),
    );
  },
};

/** No run yet. */
export const Empty: Story = {
  parameters: { api: { ...filled, 'GET /runs': ok(runPage([])) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('No run yet')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: {
    api: { ...signedIn, 'GET /runs/due': pending, 'GET /runs': pending },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Run history' }),
    ).toBeInTheDocument();
  },
};

/** The reads fail: each part says so with its own way to try again. */
export const Error: Story = {
  parameters: {
    api: {
      ...signedIn,
      'GET /runs/due': fail(500, 'Something went wrong. Please try again.'),
      'GET /runs': fail(500, 'Something went wrong. Please try again.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText('Something went wrong. Please try again.')).toHaveLength(2),
    );
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  },
};

/** 360 px wide. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
};
