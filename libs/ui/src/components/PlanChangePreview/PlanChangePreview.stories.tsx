import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PlanChangeDialog } from './PlanChangeDialog';
import {
  PlanChangePreview,
  type PlanChangePreviewData,
  type PlanChangePreviewProps,
} from './PlanChangePreview';

/** A higher matching percentage: the next matching run pays more, activations pay the same. */
export const samplePreview: PlanChangePreviewData = {
  runs: [
    {
      kind: 'matching',
      period: '2026-11-28',
      current: { members: 12, paid: 150000, forfeited: 20000, forfeited_lines: 3 },
      proposed: { members: 12, paid: 180000, forfeited: 24000, forfeited_lines: 3 },
    },
    {
      kind: 'equilibrium',
      period: '2026-11-28',
      current: { members: 4, paid: 8000, forfeited: 0, forfeited_lines: 0 },
      proposed: { members: 4, paid: 8000, forfeited: 0, forfeited_lines: 0 },
    },
  ],
  activation: [
    {
      package_id: 1,
      package_name: 'Starter',
      current: {
        paid: 2500,
        forfeited: 500,
        by_kind: [
          { kind: 'referral_bonus', amount: 2000 },
          { kind: 'placement_bonus', amount: 500 },
        ],
      },
      proposed: {
        paid: 2250,
        forfeited: 500,
        by_kind: [
          { kind: 'referral_bonus', amount: 1750 },
          { kind: 'placement_bonus', amount: 500 },
        ],
      },
    },
  ],
};

const meta = {
  title: 'UI/Admin/PlanChangePreview',
  component: PlanChangePreview,
  args: { preview: samplePreview },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanChangePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Current against proposed per run and per package, with the difference. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matching = canvas.getByRole('table', { name: 'Matching bonus (2026-11-28)' });
    const paid = within(matching).getByRole('row', { name: /Total paid/ });
    await expect(paid).toHaveTextContent('₦150,000.00₦180,000.00+₦30,000.00');
    await expect(within(matching).getByRole('row', { name: /Members paid/ })).toHaveTextContent('No change');
    const starter = canvas.getByRole('table', { name: 'Starter' });
    await expect(within(starter).getByRole('row', { name: /Referral bonus/ })).toHaveTextContent('−₦250.00');
  },
};

export const Playground: Story = {
  argTypes: {
    preview: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    onRetry: { control: false },
  },
};

export const Loading: Story = {
  args: { preview: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  args: {
    preview: undefined,
    error: 'matching bonus percent must be at most 100',
    onRetry: fn() as PlanChangePreviewProps['onRetry'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('matching bonus percent must be at most 100');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No scheduled run and no package yet (a new installation). */
export const Empty: Story = {
  args: { preview: { runs: [], activation: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No scheduled run and no registration package is affected');
  },
};

/** The proposed values pay what the current ones pay. */
export const Unchanged: Story = {
  args: {
    preview: {
      runs: samplePreview.runs.slice(1),
      activation: [],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'This change pays the same as today',
    );
  },
};

/**
 * Narrow: nothing spills out of a 360 px phone's dialog (below 480 px of viewport each figure's name
 * goes above its three amounts; in a narrow box on a wide screen a table scrolls in its own frame).
 */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1);
  },
};

function DialogDemo({ onSave }: { onSave: () => Promise<unknown> | void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Preview effect</Button>
      <PlanChangeDialog
        open={open}
        onOpenChange={setOpen}
        changes={[{ label: 'Matching bonus percent', from: '10 %', to: '12 %' }]}
        preview={samplePreview}
        onSave={onSave}
      />
    </>
  );
}

/** In its dialog: the preview, then Save asks for a confirmation naming old → new, and Yes saves. */
export const InDialog: Story = {
  args: { onRetry: fn() as PlanChangePreviewProps['onRetry'] },
  render: (args) => <DialogDemo onSave={args.onRetry as () => void} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preview effect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview effect' });
    await expect(within(dialog).getByRole('list', { name: 'What changes' })).toHaveTextContent(
      'Matching bonus percent: 10 % → 12 %',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('table', { name: 'Matching bonus (2026-11-28)' })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Save this change?' });
    await expect(confirm).toHaveTextContent('Matching bonus percent: 10 % → 12 %');
    await expect(args.onRetry).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, save' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
