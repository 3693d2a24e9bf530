import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Catalog } from '../../testing/Catalog';
import { DialogFrame } from '../Dialog/DialogFrame';
import {
  BonusGenerationEditModal,
  GENERATION_FIELDS,
  type BonusGenerationEditModalProps,
  type BonusGenerationRow,
} from './BonusGenerationEditModal';

const gold: BonusGenerationRow = {
  id: 3,
  package_id: 3,
  name: 'Gold',
  generation_1_percentage: 10,
  generation_2_percentage: 5,
  generation_3_percentage: 2.5,
  generation_4_percentage: 0,
  generation_5_percentage: 0,
  generation_6_percentage: 0,
  generation_7_percentage: 0,
  generation_8_percentage: 0,
  generation_9_percentage: 0,
  generation_10_percentage: 0,
};

const meta = {
  title: 'UI/Settings/BonusGenerationEditModal',
  component: BonusGenerationEditModal,
  args: {
    open: true,
    row: gold,
    onOpenChange: fn() as BonusGenerationEditModalProps['onOpenChange'],
    onSubmit: fn(async () => undefined) as BonusGenerationEditModalProps['onSubmit'],
  },
} satisfies Meta<typeof BonusGenerationEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gold' });
    const third = within(dialog).getByLabelText('Generation 3 (%)');
    await expect(third).toHaveValue('2.5');
    await userEvent.clear(third);
    await userEvent.type(third, '2,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(
      await within(dialog).findByText('generation_3_percentage is not a valid number'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(third);
    await userEvent.type(third, '3');
    await userEvent.clear(within(dialog).getByLabelText('Generation 10 (%)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          generation_1_percentage: 10,
          generation_3_percentage: 3,
          generation_10_percentage: 0,
        }),
        gold,
      ),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    row: { control: 'object' },
    title: { control: 'text' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
  },
};

/** Every field filled with something that is not a number: ten messages, nothing sent. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gold' });
    for (const input of within(dialog).getAllByRole('textbox')) {
      await userEvent.clear(input);
      await userEvent.type(input, 'x');
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    for (const field of GENERATION_FIELDS) {
      await waitFor(() => expect(within(dialog).getByText(`${field} is not a valid number`)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { row: { id: 9, name: 'Starter' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Starter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ generation_1_percentage: 0, generation_10_percentage: 0 }),
        { id: 9, name: 'Starter' },
      ),
    );
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: { row: { ...gold, name: 'Diamond Ambassador Executive Leadership Package (2026 edition)' } },
};

function ControlledModal({ onSubmit }: Pick<BonusGenerationEditModalProps, 'onSubmit'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit Gold</Button>
      <BonusGenerationEditModal open={open} onOpenChange={setOpen} row={gold} onSubmit={onSubmit} />
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledModal onSubmit={args.onSubmit} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gold' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open from the start: a modal with focus inside it, each generation's value shown ('' for none). */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gold' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getAllByRole('textbox')).toHaveLength(10);
    await expect(within(dialog).getByLabelText('Generation 1 (%)')).toHaveValue('10');
    await expect(within(dialog).getByLabelText('Generation 4 (%)')).toHaveValue('0');
  },
};

const noop = () => undefined;

/** Filled, empty, Invalid, Submitting, Error and LongContent open side by side. */
export const AllStates: Story = {
  render: (args) => (
    <Catalog minItemWidth="28rem">
      <DialogFrame label="Filled" height="40rem">
        <BonusGenerationEditModal {...args} open onOpenChange={noop} />
      </DialogFrame>
      <DialogFrame label="Empty" height="40rem">
        <BonusGenerationEditModal {...args} open onOpenChange={noop} row={{ id: 9, name: 'Starter' }} />
      </DialogFrame>
      <DialogFrame label="Invalid" height="40rem">
        <BonusGenerationEditModal {...args} open onOpenChange={noop} row={{ ...gold, name: 'Silver' }} />
      </DialogFrame>
      <DialogFrame label="Submitting" height="40rem">
        <BonusGenerationEditModal {...args} open onOpenChange={noop} submitting />
      </DialogFrame>
      <DialogFrame label="Error" height="40rem">
        <BonusGenerationEditModal {...args} open onOpenChange={noop} error="An error occurred" />
      </DialogFrame>
      <DialogFrame label="Long content" height="40rem">
        <BonusGenerationEditModal
          {...args}
          open
          onOpenChange={noop}
          row={{ ...gold, name: 'Diamond Ambassador Executive Leadership Package (2026 edition)' }}
        />
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement, args }) => {
    const frame = (name: string) => within(within(canvasElement).getByRole('figure', { name }));
    await expect(await frame('Filled').findByLabelText('Generation 3 (%)')).toHaveValue('2.5');
    await expect(frame('Empty').getByLabelText('Generation 1 (%)')).toHaveValue('');
    const invalid = frame('Invalid');
    const second = invalid.getByLabelText('Generation 2 (%)');
    await userEvent.clear(second);
    await userEvent.type(second, 'x');
    await userEvent.click(invalid.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(invalid.getByText('generation_2_percentage is not a valid number')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(frame('Submitting').getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(frame('Submitting').getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(frame('Error').getByText('An error occurred')).toBeVisible());
    await expect(
      frame('Long content').getByRole('dialog', {
        name: 'Edit Diamond Ambassador Executive Leadership Package (2026 edition)',
      }),
    ).toBeInTheDocument();
  },
};
