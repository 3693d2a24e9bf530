import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Catalog } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
import { IncentiveEditModal, type AdminIncentive, type IncentiveEditModalProps } from './IncentiveEditModal';

const ranks = [
  { id: 1, name: 'Associate' },
  { id: 2, name: 'Manager' },
  { id: 5, name: 'Director' },
];

const phone: AdminIncentive = {
  id: 2,
  name: 'Manager',
  points: 1000,
  incentive: 'Smartphone',
  worth: 150000,
  file_path: null,
  rank_id: 2,
};

const meta = {
  title: 'UI/Admin/IncentiveEditModal',
  component: IncentiveEditModal,
  args: {
    open: true,
    incentive: phone,
    ranks,
    onOpenChange: fn() as IncentiveEditModalProps['onOpenChange'],
    onSubmit: fn(async () => undefined) as IncentiveEditModalProps['onSubmit'],
  },
} satisfies Meta<typeof IncentiveEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Incentive' });
    const worth = within(dialog).getByLabelText('Cash worth (₦)');
    await userEvent.clear(worth);
    await userEvent.type(worth, '175000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { rank_id: 2, incentive: 'Smartphone', worth: 175000 },
        phone,
      ),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    incentive: { control: 'object' },
    ranks: { control: 'object' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const WithPicture: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Incentive' });
    const picture = new File([new Uint8Array(2048)], 'phone.webp', { type: 'image/webp' });
    await userEvent.upload(within(dialog).getByLabelText('New picture (optional)'), picture);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { rank_id: 2, incentive: 'Smartphone', worth: 150000, file_path: picture },
        phone,
      ),
    );
  },
};

export const Invalid: Story = {
  args: { incentive: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Incentive' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create incentive' }));
    await waitFor(() => expect(within(dialog).getByText('Rank is required')).toBeVisible());
    for (const message of ['Incentive is required', 'please enter a valid number', 'Picture is required']) {
      await waitFor(() => expect(within(dialog).getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PictureTooLarge: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Incentive' });
    const big = new File([new Uint8Array(700 * 1024)], 'car.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(dialog).getByLabelText('New picture (optional)'), big);
    await waitFor(() => expect(within(dialog).getByText('Image size should not exceed 500kB')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: {
    incentive: {
      ...phone,
      incentive: 'All-expenses-paid family holiday to Dubai for two adults and two children',
    },
  },
};

/** Open from the start: a modal with focus inside it, on the incentive's values. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Incentive' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(dialog).toHaveAccessibleDescription('Manager: Smartphone');
    await expect(within(dialog).getByLabelText('Cash worth (₦)')).toHaveValue('150000');
    await expect(within(dialog).getByLabelText('Rank')).toHaveValue('2');
  },
};

function ControlledIncentive({ onSubmit }: Pick<IncentiveEditModalProps, 'onSubmit'>) {
  const [open, setOpen] = useState(false);
  const [incentive, setIncentive] = useState(phone);
  return (
    <div>
      <p>
        {incentive.name}: {incentive.incentive} worth {incentive.worth}
      </p>
      <Button onClick={() => setOpen(true)}>Edit the {incentive.name} incentive</Button>
      <IncentiveEditModal
        open={open}
        onOpenChange={setOpen}
        incentive={incentive}
        ranks={ranks}
        onSubmit={async (values, edited) => {
          await onSubmit(values, edited);
          setIncentive({ ...incentive, incentive: values.incentive, worth: values.worth });
        }}
      />
    </div>
  );
}

/** The page owns `open`: Cancel closes without saving; Save sends, closes and the page shows the new worth. */
export const Controlled: Story = {
  render: (args) => <ControlledIncentive onSubmit={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the Manager incentive' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Incentive' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the Manager incentive' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Incentive' });
    const worth = within(dialog).getByLabelText('Cash worth (₦)');
    await userEvent.clear(worth);
    await userEvent.type(worth, '175000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Manager: Smartphone worth 175000')).toBeVisible());
  },
};

const noop = () => undefined;

/** Edit, Add, Invalid, Submitting, Error and LongContent open side by side. */
export const AllStates: Story = {
  render: (args) => (
    <Catalog minItemWidth="28rem">
      <DialogFrame label="Edit" height="38rem">
        <IncentiveEditModal {...args} open onOpenChange={noop} />
      </DialogFrame>
      <DialogFrame label="Add" height="38rem">
        <IncentiveEditModal {...args} open onOpenChange={noop} incentive={null} />
      </DialogFrame>
      <DialogFrame label="Invalid" height="40rem">
        <IncentiveEditModal {...args} open onOpenChange={noop} incentive={null} />
      </DialogFrame>
      <DialogFrame label="Submitting" height="38rem">
        <IncentiveEditModal {...args} open onOpenChange={noop} submitting />
      </DialogFrame>
      <DialogFrame label="Error" height="40rem">
        <IncentiveEditModal {...args} open onOpenChange={noop} error="An error occurred" />
      </DialogFrame>
      <DialogFrame label="Long content" height="38rem">
        <IncentiveEditModal
          {...args}
          open
          onOpenChange={noop}
          incentive={{
            ...phone,
            incentive: 'All-expenses-paid family holiday to Dubai for two adults and two children',
          }}
        />
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement, args }) => {
    const frame = (name: string) => within(within(canvasElement).getByRole('figure', { name }));
    await expect(
      await frame('Edit').findByRole('dialog', { name: 'Edit Incentive' }),
    ).toHaveAccessibleDescription('Manager: Smartphone');
    await expect(frame('Add').getByLabelText('Picture')).toBeInTheDocument();
    await userEvent.click(frame('Invalid').getByRole('button', { name: 'Create incentive' }));
    await waitFor(() => expect(frame('Invalid').getByText('Rank is required')).toBeVisible());
    await waitFor(() => expect(frame('Invalid').getByText('Picture is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(frame('Submitting').getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await waitFor(() => expect(frame('Error').getByText('An error occurred')).toBeVisible());
    await expect(frame('Long content').getByLabelText('Incentive')).toHaveValue(
      'All-expenses-paid family holiday to Dubai for two adults and two children',
    );
  },
};
