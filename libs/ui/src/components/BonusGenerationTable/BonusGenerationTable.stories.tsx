import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { BonusGenerationRow } from '../BonusGenerationEditModal/BonusGenerationEditModal';
import { BonusGenerationTable, type BonusGenerationTableProps } from './BonusGenerationTable';

const row = (id: number, name: string, percentages: number[]): BonusGenerationRow => ({
  id,
  package_id: id,
  name,
  ...Object.fromEntries(percentages.map((value, index) => [`generation_${index + 1}_percentage`, value])),
});

const rows: BonusGenerationRow[] = [
  row(1, 'Starter', [5, 2, 0, 0, 0, 0, 0, 0, 0, 0]),
  row(2, 'Silver', [8, 4, 2, 1, 0, 0, 0, 0, 0, 0]),
  row(3, 'Gold', [10, 5, 2.5, 2, 1, 1, 0.5, 0.5, 0.25, 0.25]),
];

const meta = {
  title: 'UI/Settings/BonusGenerationTable',
  component: BonusGenerationTable,
  args: {
    kind: 'upgrade',
    rows,
    onSave: fn(async () => undefined) as NonNullable<BonusGenerationTableProps['onSave']>,
  },
} satisfies Meta<typeof BonusGenerationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: '10th' })).toBeInTheDocument();
    const starter = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(within(starter).getAllByText('-')).toHaveLength(8);
    await expect(within(starter).getByText('5 %')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gold: upgrade bonus settings' });
    const third = within(dialog).getByLabelText('Generation 3 (%)');
    await userEvent.clear(third);
    await userEvent.type(third, 'two');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(
      await within(dialog).findByText('generation_3_percentage is not a valid number'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(third);
    await userEvent.type(third, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        3,
        expect.objectContaining({ generation_3_percentage: 3 }),
        rows[2],
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  argTypes: {
    kind: { control: 'select', options: ['referral', 'upgrade', 'unilevel', 'stockistUpline'] },
    rows: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    saveError: { control: 'text' },
    saving: { control: 'boolean' },
    title: { control: 'text' },
    emptyText: { control: 'text' },
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There are no Upgrade bonus settings')).toBeVisible(),
    );
  },
};

export const EmptyUnilevel: Story = {
  args: { kind: 'unilevel', rows: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There are no Unilevel bonus settings')).toBeVisible(),
    );
  },
};

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const ReadOnly: Story = { args: { kind: 'referral', onSave: undefined } };

export const LongContent: Story = {
  args: {
    kind: 'stockistUpline',
    rows: [
      ...rows,
      row(
        4,
        'Diamond Ambassador Executive Leadership Package',
        [12.75, 6.5, 3.25, 2, 1.5, 1, 1, 0.75, 0.5, 0.25],
      ),
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <BonusGenerationTable {...args} kind="referral" />
      <BonusGenerationTable {...args} kind="upgrade" rows={[]} />
      <BonusGenerationTable {...args} kind="unilevel" loading />
      <BonusGenerationTable {...args} kind="stockistUpline" error="An error occurred" />
    </div>
  ),
};
