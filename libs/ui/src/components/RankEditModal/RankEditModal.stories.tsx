import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Catalog } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
import { RankEditModal, type AdminRank, type RankEditModalProps } from './RankEditModal';

const packages = [
  { id: 1, name: 'Starter' },
  { id: 2, name: 'Silver' },
  { id: 3, name: 'Gold' },
];

const director: AdminRank = {
  id: 5,
  name: 'Director',
  points: 5000,
  is_global_profit_eligible: 1,
  description: 'Leads a team of at least 50 active members.',
  package: 2,
  package_name: 'Silver',
};

const meta = {
  title: 'UI/Admin/RankEditModal',
  component: RankEditModal,
  args: {
    open: true,
    rank: director,
    packages,
    onOpenChange: fn() as RankEditModalProps['onOpenChange'],
    onSubmit: fn(async () => undefined) as RankEditModalProps['onSubmit'],
  },
} satisfies Meta<typeof RankEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rank' });
    await expect(within(dialog).getByLabelText('Global profit')).toHaveValue('1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Global profit'), 'Not-Eligible');
    await userEvent.selectOptions(within(dialog).getByLabelText('Package'), 'Gold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          name: 'Director',
          points: 5000,
          is_global_profit_eligible: 0,
          description: 'Leads a team of at least 50 active members.',
          package_id: 3,
        },
        director,
      ),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    rank: { control: 'object' },
    packages: { control: 'object' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Invalid: Story = {
  args: { rank: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Rank' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create rank' }));
    await waitFor(() => expect(within(dialog).getByText('Package required')).toBeVisible());
    for (const message of ['Name is required', 'please enter a valid number', 'Eligibility is required']) {
      await waitFor(() => expect(within(dialog).getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { rank: null, packages: [] } };

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: {
    rank: {
      ...director,
      name: 'Crown Diamond Royal Ambassador',
      description: 'Holds at least 100,000 CPV across both legs. '.repeat(8),
    },
  },
};

/** Open from the start: a modal with focus inside it, on the rank's values. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rank' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(dialog).toHaveAccessibleDescription('Director');
    await expect(within(dialog).getByLabelText('Points (PV)')).toHaveValue('5000');
    await expect(within(dialog).getByLabelText('Package')).toHaveValue('2');
  },
};

function ControlledRank({ onSubmit }: Pick<RankEditModalProps, 'onSubmit'>) {
  const [open, setOpen] = useState(false);
  const [rank, setRank] = useState(director);
  return (
    <div>
      <p>
        {rank.name} needs {rank.points} PV
      </p>
      <Button onClick={() => setOpen(true)}>Edit {rank.name}</Button>
      <RankEditModal
        open={open}
        onOpenChange={setOpen}
        rank={rank}
        packages={packages}
        onSubmit={async (values, edited) => {
          await onSubmit(values, edited);
          setRank({ ...rank, ...values });
        }}
      />
    </div>
  );
}

/** The page owns `open`: Cancel closes without saving; Save sends, closes and the page shows the new points. */
export const Controlled: Story = {
  render: (args) => <ControlledRank onSubmit={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Director' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Rank' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Director' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Rank' });
    const points = within(dialog).getByLabelText('Points (PV)');
    await userEvent.clear(points);
    await userEvent.type(points, '6000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Director needs 6000 PV')).toBeVisible());
  },
};

const noop = () => undefined;

/** Edit, Add, Invalid, no packages, Submitting, Error and LongContent open side by side. */
export const AllStates: Story = {
  render: (args) => (
    <Catalog minItemWidth="28rem">
      <DialogFrame label="Edit" height="34rem">
        <RankEditModal {...args} open onOpenChange={noop} />
      </DialogFrame>
      <DialogFrame label="Add" height="34rem">
        <RankEditModal {...args} open onOpenChange={noop} rank={null} />
      </DialogFrame>
      <DialogFrame label="Invalid" height="36rem">
        <RankEditModal {...args} open onOpenChange={noop} rank={null} />
      </DialogFrame>
      <DialogFrame label="No packages" height="34rem">
        <RankEditModal {...args} open onOpenChange={noop} rank={null} packages={[]} />
      </DialogFrame>
      <DialogFrame label="Submitting" height="34rem">
        <RankEditModal {...args} open onOpenChange={noop} submitting />
      </DialogFrame>
      <DialogFrame label="Error" height="36rem">
        <RankEditModal {...args} open onOpenChange={noop} error="An error occurred" />
      </DialogFrame>
      <DialogFrame label="Long content" height="36rem">
        <RankEditModal
          {...args}
          open
          onOpenChange={noop}
          rank={{
            ...director,
            name: 'Crown Diamond Royal Ambassador',
            description: 'Holds at least 100,000 CPV across both legs. '.repeat(8),
          }}
        />
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement, args }) => {
    const frame = (name: string) => within(within(canvasElement).getByRole('figure', { name }));
    await expect(await frame('Edit').findByRole('dialog', { name: 'Edit Rank' })).toHaveAccessibleDescription(
      'Director',
    );
    await waitFor(() => expect(frame('Add').getByRole('dialog', { name: 'Add Rank' })).toBeVisible());
    await userEvent.click(frame('Invalid').getByRole('button', { name: 'Create rank' }));
    await waitFor(() => expect(frame('Invalid').getByText('Package required')).toBeVisible());
    await waitFor(() => expect(frame('Invalid').getByText('Name is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(frame('No packages').getByLabelText('Package')).getAllByRole('option')).toHaveLength(
      1,
    );
    await expect(frame('Submitting').getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await waitFor(() => expect(frame('Error').getByText('An error occurred')).toBeVisible());
    await expect(frame('Long content').getByLabelText('Name')).toHaveValue('Crown Diamond Royal Ambassador');
  },
};
